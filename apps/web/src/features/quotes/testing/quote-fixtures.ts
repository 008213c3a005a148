/** Catalogue products as `GET /v1/quotes/products` answers them, and a purchase, for page tests. */
import type { QuoteProductView } from '@hogarte/shared/contracts/remodelings';
import type { QuotePurchase } from '../../../lib/quote-purchase';

export const PURCHASE: QuotePurchase = {
  hashid: 'rM7kq',
  kind: 'remodeling',
  client_name: 'Laura Gómez',
  client_phone: '3001234567',
};

const SUPPLIER_A = { uuid: 'supplier-a', company_name: 'Cerámicas del Valle SAS' };
const SUPPLIER_B = { uuid: 'supplier-b', company_name: 'Luces de Antioquia' };

function quoteProduct(overrides: Partial<QuoteProductView>): QuoteProductView {
  return {
    id: 1,
    name: 'Producto',
    category_id: 1,
    brand: null,
    brand_that_complements_id: null,
    min_sale_unit: null,
    yield_m2: null,
    presentation: null,
    price: 100_000,
    taxed_price: 119_000,
    installation_price: null,
    comission_percentage: 20,
    units_available: 10,
    principal_image: null,
    supplier: SUPPLIER_A,
    ...overrides,
  };
}

/** A covering sold in boxes of 1,44 m²: 10 m² need 7 boxes. */
export const TILE = quoteProduct({
  id: 11,
  name: 'Porcelanato Roble 60x60',
  category_id: 8,
  brand: { id: 5, name: 'Cerámica Andina' },
  min_sale_unit: 1.44,
  presentation: 'Caja de 1,44 m²',
  price: 50_000,
  taxed_price: 59_500,
  installation_price: 20_000,
  comission_percentage: 30,
  units_available: 100,
});

/** Grout of the tile's brand: one bag for 4 m². */
export const GROUT = quoteProduct({
  id: 21,
  name: 'Boquilla Gris',
  category_id: 10,
  brand: { id: 7, name: 'Pegamax' },
  brand_that_complements_id: 5,
  yield_m2: 4,
  price: 15_000,
  taxed_price: 17_850,
  installation_price: 5_000,
  units_available: 50,
});

/** A lamp of another supplier, sold by units, without an installation price yet. */
export const LAMP = quoteProduct({
  id: 31,
  name: 'Lámpara Colgante Nórdica',
  category_id: 3,
  brand: { id: 9, name: 'Nórdica' },
  price: 200_000,
  taxed_price: 238_000,
  units_available: 3,
  supplier: SUPPLIER_B,
});

export function quoteProductPage(items: QuoteProductView[], totalItems = items.length, page = 1) {
  return {
    items,
    pagination: {
      totalItems,
      totalPages: Math.max(1, Math.ceil(totalItems / 10)),
      currentPage: page,
      itemsPerPage: 10,
    },
  };
}
