/**
 * The product page's specifications table: measures in metres (thickness in centimetres), weight
 * in kg, the package in centimetres, and the fields only some categories have (lighting's light
 * and lamp type, home-and-wellbeing's origin and content, complementary products' yield).
 */
import { DIMENSION_LABELS, dimensionFieldsOf } from '@hogarte/shared/catalogue';
import type { ProductDetailData } from '@hogarte/shared/contracts/storefront';
import { formatNumber } from '../../../lib/format';

export interface SpecRow {
  label: string;
  value: string;
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

export function productSpecs(product: ProductDetailData): SpecRow[] {
  const rows: SpecRow[] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (present(value)) rows.push({ label, value });
  };
  const number = (value: number | null | undefined, suffix = '') =>
    value === null || value === undefined ? null : `${formatNumber(value)}${suffix}`;

  add('Categoría', product.category);
  add('Marca', product.brand?.name);
  add('Referencia', product.reference);
  add('Código', product.code);
  add('Material', product.material);
  add('Color', product.color?.name);
  for (const field of dimensionFieldsOf(product.category_id)) {
    add(DIMENSION_LABELS[field], number(product.dimensions[field]));
  }
  add('Peso (kg)', number(product.dimensions.weight));
  add('Tipo de luz', product.light_type);
  add('Tipo de lámpara', product.lamp_type);
  add('Origen', product.origin);
  add('Contenido', product.product_content);
  add('Tamaño', product.size);
  add('Piezas por caja', number(product.units_per_package));
  add('Unidad de medida', product.unit_of_measure);
  if (product.yield_m2 !== null) {
    const unit = product.unit_of_measure ? ` por ${product.unit_of_measure}` : '';
    add('Rendimiento', `${formatNumber(product.yield_m2)} m²${unit}`);
  }
  const { packaging } = product;
  if (packaging.length !== null && packaging.width !== null && packaging.height !== null) {
    const size = `${formatNumber(packaging.length)} × ${formatNumber(packaging.width)} × ${formatNumber(packaging.height)} cm`;
    add(
      'Empaque',
      packaging.packing_presentation ? `${packaging.packing_presentation}, ${size}` : size,
    );
  }
  add('Peso del empaque (kg)', number(packaging.weight));
  add('Garantía', product.warranty_text);
  return rows;
}

/** "120 unidades disponibles", "1 unidad disponible", or 'Agotado'. */
export function stockText(unitsAvailable: number): string {
  if (unitsAvailable <= 0) return 'Agotado';
  return unitsAvailable === 1 ? '1 unidad disponible' : `${unitsAvailable} unidades disponibles`;
}
