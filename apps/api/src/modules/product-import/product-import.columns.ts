/**
 * The columns of the admin's product spreadsheet (part 1 §2, §5): written once, read by the
 * downloadable template (headers, dropdowns, instructions, example) and by the upload (which
 * column feeds which field of `productCreateSchema`, and how a name becomes an id).
 */
import { COMMISSION_OPTIONS, DIMENSION_LABELS } from '@hogarte/shared/catalogue';
import {
  CATEGORIES,
  COLORS,
  LIGHTING_CATEGORIES,
  ORIGINS,
  PACKING_PRESENTATIONS,
  TONES,
  UNITS_OF_MEASURE,
  type Lookup,
} from '@hogarte/shared/lookups';
import { LIMITS } from '@hogarte/shared/limits';

/**
 * How a cell becomes a field value: as written (`value`), a name of a fixed list (`lookup`),
 * Sí/No (`yesNo`), or one of the supplier's own records found by the upload (`supplier` by NIT,
 * `brand` and `complementedBrand` by name, `warehouse` by number).
 */
export type ColumnKind =
  | { type: 'value' }
  | { type: 'commission' }
  | { type: 'lookup'; options: readonly Lookup[]; message?: 'category' }
  | { type: 'yesNo' }
  | { type: 'supplier' }
  | { type: 'brand' }
  | { type: 'complementedBrand' }
  | { type: 'warehouse' };

export interface ImportColumn {
  /** The field of `productCreateSchema` this column feeds; `nit` names the supplier. */
  field: string;
  /** The header cell, also the `column` of an error. */
  header: string;
  kind: ColumnKind;
  /** Who must fill it, in the instructions sheet. */
  required: string;
  /** What to write, in the instructions sheet. */
  help: string;
  /** The example row's value. */
  example: string | number;
  width: number;
  /** Kept as text in the template so Excel does not turn codes into numbers. */
  text?: boolean;
}

const ALL = 'Todas las categorías';
const COVERINGS = 'Revestimientos y Pisos';
const COMPLEMENTARY = 'Complementarios';

const value: ColumnKind = { type: 'value' };

function dimension(field: keyof typeof DIMENSION_LABELS, example: number | ''): ImportColumn {
  const isThickness = field === 'thickness';
  return {
    field,
    header: DIMENSION_LABELS[field],
    kind: value,
    required:
      field === 'length' || field === 'width'
        ? `${COVERINGS}; en las demás, al menos dos medidas`
        : 'Al menos dos medidas de la categoría',
    help: isThickness
      ? 'Solo Revestimientos y Pisos, en centímetros, con punto decimal'
      : field === 'length' || field === 'width'
        ? 'En metros, con punto decimal (por ejemplo 0.60)'
        : 'En metros, con punto decimal; no aplica a Revestimientos y Pisos',
    example,
    width: 14,
  };
}

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    field: 'nit',
    header: 'NIT del proveedor',
    kind: { type: 'supplier' },
    required: ALL,
    help: 'Los 9 dígitos del NIT, sin dígito de verificación. El proveedor debe estar aprobado.',
    example: '900123456',
    width: 18,
    text: true,
  },
  {
    field: 'category_id',
    header: 'Categoría',
    kind: { type: 'lookup', options: CATEGORIES, message: 'category' },
    required: ALL,
    help: 'Una de la lista',
    example: 'Revestimientos',
    width: 20,
  },
  {
    field: 'code',
    header: 'Código',
    kind: value,
    required: 'Opcional',
    help: 'Código interno del proveedor, máximo 30 caracteres',
    example: 'RV-001',
    width: 12,
    text: true,
  },
  {
    field: 'name',
    header: 'Nombre',
    kind: value,
    required: ALL,
    help: 'Entre 2 y 40 caracteres: letras, números y espacios',
    example: 'Porcelanato Roble Natural 60x60',
    width: 32,
  },
  {
    field: 'reference',
    header: 'Referencia',
    kind: value,
    required: ALL,
    help: 'Entre 3 y 50 caracteres',
    example: 'POR-6060-RN',
    width: 16,
    text: true,
  },
  {
    field: 'supplier_brand_id',
    header: 'Marca',
    kind: { type: 'brand' },
    required: ALL,
    help: 'Nombre de una marca del proveedor (entre 2 y 25 caracteres); si no existe se crea',
    example: 'Cerámica Andina',
    width: 20,
  },
  {
    field: 'material',
    header: 'Material',
    kind: value,
    required: ALL,
    help: 'Entre 3 y 25 caracteres',
    example: 'Porcelanato',
    width: 16,
  },
  {
    field: 'color_id',
    header: 'Color',
    kind: { type: 'lookup', options: COLORS },
    required: `Todas menos ${COMPLEMENTARY}`,
    help: 'Uno de la lista',
    example: 'Madera',
    width: 14,
  },
  {
    field: 'price',
    header: 'Precio sin IVA',
    kind: value,
    required: ALL,
    help: 'En pesos, número entero sin puntos ni comas',
    example: 75546,
    width: 16,
  },
  {
    field: 'comission_percentage',
    header: 'Comisión (%)',
    kind: { type: 'commission' },
    required: ALL,
    help: `De ${LIMITS.commissionMin} a ${LIMITS.commissionMax}, de ${LIMITS.commissionStep} en ${LIMITS.commissionStep}`,
    example: 30,
    width: 14,
  },
  {
    field: 'units_available',
    header: 'Unidades disponibles',
    kind: value,
    required: ALL,
    help: 'Número entero mayor a cero',
    example: 120,
    width: 14,
  },
  {
    field: 'delivery_time',
    header: 'Tiempo de entrega (días)',
    kind: value,
    required: ALL,
    help: `Número entero de 1 a ${LIMITS.deliveryTimeMaxDays}`,
    example: 8,
    width: 14,
  },
  {
    field: 'warranty',
    header: 'Garantía',
    kind: value,
    required: 'Opcional',
    help: 'Número entero; vacío es 0',
    example: 12,
    width: 12,
  },
  {
    field: 'is_warranty_in_months',
    header: 'Garantía en meses (Sí/No)',
    kind: { type: 'yesNo' },
    required: 'Opcional',
    help: 'Sí: la garantía está en meses. No (o vacío): en años',
    example: 'Sí',
    width: 14,
  },
  {
    field: 'description',
    header: 'Descripción',
    kind: value,
    required: ALL,
    help: 'Entre 70 y 500 caracteres',
    example:
      'Porcelanato rectificado con acabado madera natural, ideal para salas y habitaciones de alto tráfico.',
    width: 40,
  },
  {
    field: 'min_sale_unit',
    header: 'Unidad mínima de venta (m²)',
    kind: value,
    required: COVERINGS,
    help: 'Los m² de una caja, con punto decimal',
    example: 1.44,
    width: 16,
  },
  {
    field: 'units_per_package',
    header: 'Unidades por empaque',
    kind: value,
    required: COVERINGS,
    help: 'Piezas por caja, número entero',
    example: 4,
    width: 14,
  },
  {
    field: 'light_type_id',
    header: 'Tipo de luz',
    kind: { type: 'lookup', options: TONES },
    required: 'Iluminación',
    help: 'Uno de la lista',
    example: '',
    width: 14,
  },
  {
    field: 'lamp_type_id',
    header: 'Tipo de lámpara',
    kind: { type: 'lookup', options: LIGHTING_CATEGORIES },
    required: 'Iluminación',
    help: 'Uno de la lista',
    example: '',
    width: 20,
  },
  {
    field: 'origin_id',
    header: 'Origen',
    kind: { type: 'lookup', options: ORIGINS },
    required: 'Hogar y bienestar, Mascotas',
    help: 'Uno de la lista',
    example: '',
    width: 14,
  },
  {
    field: 'product_content',
    header: 'Contenido',
    kind: value,
    required: 'Hogar y bienestar, Mascotas',
    help: 'Máximo 200 caracteres',
    example: '',
    width: 18,
  },
  {
    field: 'size',
    header: 'Talla',
    kind: value,
    required: 'Opcional (Hogar y bienestar, Mascotas)',
    help: 'Máximo 3 caracteres',
    example: '',
    width: 10,
  },
  {
    field: 'brand_that_complements_id',
    header: 'Marca que complementa',
    kind: { type: 'complementedBrand' },
    required: COMPLEMENTARY,
    help: 'Nombre de una marca de revestimientos del proveedor; si no existe se crea',
    example: '',
    width: 20,
  },
  {
    field: 'unit_of_measure_id',
    header: 'Unidad de medida',
    kind: { type: 'lookup', options: UNITS_OF_MEASURE },
    required: COMPLEMENTARY,
    help: 'Una de la lista',
    example: '',
    width: 14,
  },
  {
    field: 'yield_m2',
    header: 'Rendimiento (m²)',
    kind: value,
    required: COMPLEMENTARY,
    help: 'Los m² que rinde una unidad, con punto decimal',
    example: '',
    width: 14,
  },
  dimension('length', 0.6),
  dimension('width', 0.6),
  dimension('depth', ''),
  dimension('height', ''),
  dimension('diameter', ''),
  dimension('thickness', 0.9),
  {
    field: 'weight',
    header: 'Peso (kg)',
    kind: value,
    required: ALL,
    help: 'Peso sin empaque en kilogramos, con punto decimal',
    example: 25.5,
    width: 12,
  },
  {
    field: 'packing_presentation_id',
    header: 'Presentación del empaque',
    kind: { type: 'lookup', options: PACKING_PRESENTATIONS },
    required: ALL,
    help: 'Una de la lista',
    example: 'Caja',
    width: 16,
  },
  {
    field: 'package_length',
    header: 'Largo del empaque (cm)',
    kind: value,
    required: ALL,
    help: 'En centímetros, con punto decimal',
    example: 62,
    width: 14,
  },
  {
    field: 'package_width',
    header: 'Ancho del empaque (cm)',
    kind: value,
    required: ALL,
    help: 'En centímetros, con punto decimal',
    example: 62,
    width: 14,
  },
  {
    field: 'package_height',
    header: 'Alto del empaque (cm)',
    kind: value,
    required: ALL,
    help: 'En centímetros, con punto decimal',
    example: 4,
    width: 14,
  },
  {
    field: 'package_weight',
    header: 'Peso del empaque (kg)',
    kind: value,
    required: ALL,
    help: 'Peso con empaque en kilogramos, igual o mayor al peso sin empaque',
    example: 26,
    width: 14,
  },
  {
    field: 'storage_address_id',
    header: 'Bodega (1 a 3)',
    kind: { type: 'warehouse' },
    required: ALL,
    help: 'El número de la bodega del proveedor, en el orden en que las registró',
    example: 1,
    width: 12,
  },
];

const YES = 'Sí';
const NO = 'No';
const WAREHOUSE_NUMBERS: readonly number[] = Array.from(
  { length: LIMITS.warehouseAddressesMax },
  (_, index) => index + 1,
);

/** The dropdown of a column in the template, or none. */
export function dropdownOptions(column: ImportColumn): readonly (string | number)[] | null {
  switch (column.kind.type) {
    case 'lookup':
      return column.kind.options.map((option) => option.name);
    case 'yesNo':
      return [YES, NO];
    case 'commission':
      return COMMISSION_OPTIONS;
    case 'warehouse':
      return WAREHOUSE_NUMBERS;
    default:
      return null;
  }
}

/**
 * Names compared the way people type them: no case, no accents, single spaces, and "m²" equal to
 * "m2" (compatibility decomposition turns the superscript into a digit).
 */
export function foldName(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}
