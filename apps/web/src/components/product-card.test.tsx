// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductCardData } from '@hogarte/shared/contracts/storefront';
import { formatCop } from '../lib/format';
import { renderComponent } from '../test/render-component';
import { ProductCard } from './product-card';

afterEach(cleanup);

const PRODUCT: ProductCardData = {
  id: 12,
  slug: '12-porcelanato-marmol-carrara-pulido-60x120',
  name: 'Porcelanato Mármol Carrara Pulido 60x120',
  category_id: 8,
  category: 'Revestimientos',
  type: 'revestimiento',
  brand: { id: 3, name: 'Corona' },
  company_name: 'Cerámicas del Valle',
  store: 'Cerámicas-del-Valle',
  color: { id: 1, name: 'Blanco', hex: '#FFFFFF' },
  material: 'Porcelanato',
  price: 129900,
  taxed_price: 154581,
  presentation: 'Caja de 1,44 m² (4 piezas)',
  sale_unit: 'm²',
  image: '/uploads/carrara-card.webp',
  is_featured: true,
  is_seasonal: false,
  in_stock: true,
};

describe('the product card', () => {
  it('cuts the name to 30 characters and links the whole product by its full name', () => {
    renderComponent(<ProductCard product={PRODUCT} href="/Ceramicas/productos/12-x" />);
    const link = screen.getByRole('link', { name: PRODUCT.name });
    expect(link.querySelector('[aria-hidden="true"]')?.textContent).toBe(
      'Porcelanato Mármol Carrara Pul…',
    );
    expect(link.getAttribute('href')).toBe('/Ceramicas/productos/12-x');
    expect(screen.getByRole('heading', { level: 3, name: PRODUCT.name }).contains(link)).toBe(true);
  });

  it('keeps a name of 30 characters whole', () => {
    const name = 'Lámpara Colgante Fique Natural';
    expect(name).toHaveLength(30);
    renderComponent(<ProductCard product={{ ...PRODUCT, name }} href="/productos/1" />);
    expect(screen.getByRole('link', { name }).textContent).toBe(name);
  });

  it('shows the brand, company, presentation and the price with IVA in pesos', () => {
    renderComponent(<ProductCard product={PRODUCT} href="/productos/12" />);
    expect(screen.getByText('Corona · Cerámicas del Valle')).toBeTruthy();
    expect(screen.getByText('Caja de 1,44 m² (4 piezas)')).toBeTruthy();
    expect(screen.getByText(formatCop(154581).replace(/\s/g, ' '))).toBeTruthy();
    expect(screen.getByText('IVA incluido')).toBeTruthy();
    expect(screen.queryByText('Agotado')).toBeNull();
  });

  it('loads its image lazily at a fixed size, with the product name as text', () => {
    renderComponent(<ProductCard product={PRODUCT} href="/productos/12" />);
    const image = screen.getByRole('img', { name: PRODUCT.name });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('480');
    expect(image.getAttribute('height')).toBe('480');
  });

  it("marks a product without stock 'Agotado'", () => {
    renderComponent(<ProductCard product={{ ...PRODUCT, in_stock: false }} href="/productos/12" />);
    expect(screen.getByText('Agotado')).toBeTruthy();
  });
});
