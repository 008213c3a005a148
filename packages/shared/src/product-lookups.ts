/**
 * The lookups every storefront page shows (categories, colours, presentations and units of a
 * product card): apart from the other lookups (banks, document types, origins…), so that the
 * home page and the catalogue, which import them from here, load only these (decision 039).
 * `lookups.ts` re-exports them for everyone else.
 */

export interface Lookup<Id = number> {
  id: Id;
  name: string;
}

export const UNITS_OF_MEASURE: readonly Lookup[] = [
  { id: 1, name: 'm2' },
  { id: 2, name: 'unidad' },
  { id: 3, name: 'm3' },
  { id: 4, name: 'ml' },
  { id: 5, name: 'mm' },
  { id: 6, name: 'g' },
];

export const PACKING_PRESENTATIONS: readonly Lookup[] = [
  { id: 1, name: 'Caja' },
  { id: 2, name: 'Sobre' },
];

/** Product categories (part 2 §3 Categories with dimension sets). */
export const CATEGORIES: readonly Lookup[] = [
  { id: 1, name: 'Decoración' },
  { id: 2, name: 'Mobiliario' },
  { id: 3, name: 'Iluminación' },
  { id: 4, name: 'Oficinas' },
  { id: 5, name: 'Baños y cocinas' },
  { id: 6, name: 'Infantil' },
  { id: 7, name: 'Jardín y exterior' },
  { id: 8, name: 'Revestimientos' },
  { id: 9, name: 'Pisos' },
  { id: 10, name: 'Complementarios' },
  { id: 11, name: 'Hogar y bienestar' },
  { id: 12, name: 'Mascotas' },
];

/** Product colours (`GET /v2/products/colors`): a swatch for filters and cards. */
export interface Color extends Lookup {
  hex: string;
}

export const COLORS: readonly Color[] = [
  { id: 1, name: 'Blanco', hex: '#FFFFFF' },
  { id: 2, name: 'Negro', hex: '#1F1F1F' },
  { id: 3, name: 'Gris', hex: '#9E9E9E' },
  { id: 4, name: 'Beige', hex: '#D9C7A7' },
  { id: 5, name: 'Café', hex: '#6F4E37' },
  { id: 6, name: 'Madera', hex: '#B5835A' },
  { id: 7, name: 'Terracota', hex: '#C4663A' },
  { id: 8, name: 'Rojo', hex: '#B83227' },
  { id: 9, name: 'Naranja', hex: '#E07B24' },
  { id: 10, name: 'Amarillo', hex: '#E8C33A' },
  { id: 11, name: 'Verde', hex: '#3F7D4E' },
  { id: 12, name: 'Azul', hex: '#2E5C8A' },
  { id: 13, name: 'Rosado', hex: '#E4A5B8' },
  { id: 14, name: 'Dorado', hex: '#C9A227' },
  { id: 15, name: 'Plateado', hex: '#BFC3C7' },
  { id: 16, name: 'Multicolor', hex: '#8E7CC3' },
];

export function lookupName(list: readonly Lookup[], id: number | null | undefined): string {
  return list.find((item) => item.id === id)?.name ?? '';
}
