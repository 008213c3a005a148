/** Products as the API returns them, for the storefront's component tests. */
import type {
  ProductCardData,
  ProductDetailData,
  ProductListPage,
} from '@hogarte/shared/contracts/storefront';

export function card(id: number, overrides: Partial<ProductCardData> = {}): ProductCardData {
  return {
    id,
    slug: `${id}-producto-${id}`,
    name: `Producto ${id}`,
    category_id: 8,
    category: 'Revestimientos',
    type: 'revestimiento',
    brand: { id: 1, name: 'Corona' },
    company_name: 'Cerámicas del Valle',
    store: 'Cerámicas-del-Valle',
    color: { id: 6, name: 'Madera', hex: '#B5835A' },
    material: 'Porcelanato',
    price: 75546,
    taxed_price: 89900,
    presentation: 'Caja de 1,44 m² (4 piezas)',
    sale_unit: 'm²',
    image: `/uploads/${id}-card.webp`,
    is_featured: false,
    is_seasonal: false,
    in_stock: true,
    ...overrides,
  };
}

export function listPage(
  items: ProductCardData[],
  meta: { totalItems?: number; currentPage?: number } = {},
): ProductListPage {
  const totalItems = meta.totalItems ?? items.length;
  const currentPage = meta.currentPage ?? 1;
  const totalPages = Math.max(1, Math.ceil(totalItems / 12));
  const from = items.length ? (currentPage - 1) * 12 + 1 : 0;
  return {
    items,
    pagination: {
      totalItems,
      lastPage: totalPages,
      totalPages,
      itemsPerPage: 12,
      currentPage,
      from,
      to: items.length ? from + items.length - 1 : 0,
    },
  };
}

export const FILTERS = {
  brands: [
    { id: 1, name: 'Corona', count: 14 },
    { id: 4, name: 'Alfa', count: 6 },
  ],
  colors: [
    { id: 1, name: 'Blanco', hex: '#FFFFFF', count: 5 },
    { id: 6, name: 'Madera', hex: '#B5835A', count: 9 },
  ],
  materials: [
    { name: 'Cerámica', count: 8 },
    { name: 'Porcelanato', count: 12 },
  ],
  price: { min: 22015, max: 415310 },
};

export const CATEGORIES_WITH_COUNTS = [
  { id: 1, name: 'Decoración', type: 'decorativo', productCount: 3 },
  { id: 8, name: 'Revestimientos', type: 'revestimiento', productCount: 14 },
  { id: 9, name: 'Pisos', type: 'revestimiento', productCount: 6 },
  { id: 12, name: 'Mascotas', type: 'decorativo', productCount: 0 },
];

export function productDetail(overrides: Partial<ProductDetailData> = {}): ProductDetailData {
  return {
    ...card(1, {
      slug: '1-porcelanato-roble-natural-60x60',
      name: 'Porcelanato Roble Natural 60x60',
    }),
    code: null,
    reference: 'POR-6060-RN',
    description: 'Porcelanato rectificado con acabado madera natural.',
    iva: 14354,
    price_per_m2: 62431,
    min_sale_unit: 1.44,
    units_per_package: 4,
    units_available: 120,
    delivery_time: 8,
    delivery_estimate_days: 11,
    warranty: 1,
    is_warranty_in_months: false,
    warranty_text: '1 año',
    light_type: null,
    lamp_type: null,
    origin: null,
    product_content: null,
    size: null,
    unit_of_measure: null,
    yield_m2: null,
    brand_that_complements_id: null,
    dimensions: {
      length: 0.6,
      width: 0.6,
      depth: null,
      height: null,
      diameter: null,
      thickness: 0.9,
      weight: 25.5,
    },
    packaging: { packing_presentation: 'Caja', length: 62, width: 62, height: 4, weight: 26 },
    principal_image: { id: 16, url: '/uploads/p.webp', card_url: '/uploads/p-card.webp' },
    ambient_images: [{ id: 18, url: '/uploads/a.webp', card_url: '/uploads/a-card.webp' }],
    technical_sheet: { id: 17, url: '/uploads/ficha.pdf', name: 'ficha-tecnica.pdf' },
    installation_price: null,
    comission_percentage: 20,
    is_public: true,
    is_approved: true,
    is_visible: true,
    is_favorite: false,
    ...overrides,
  };
}

/** The address a mocked `fetch` was called with. */
export function requestUrl(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}
