import { describe, expect, it } from 'vitest';
import { productDetail } from '../testing/products';
import { productSpecs, stockText } from './product-specs';

const valueOf = (rows: ReturnType<typeof productSpecs>, label: string) =>
  rows.find((row) => row.label === label)?.value;

describe('the specifications table', () => {
  it('gives a covering its measures in metres and thickness in centimetres', () => {
    const rows = productSpecs(productDetail());
    expect(valueOf(rows, 'Largo (m)')).toBe('0,6');
    expect(valueOf(rows, 'Ancho (m)')).toBe('0,6');
    expect(valueOf(rows, 'Espesor (cm)')).toBe('0,9');
    expect(valueOf(rows, 'Peso (kg)')).toBe('25,5');
    expect(valueOf(rows, 'Piezas por caja')).toBe('4');
    expect(valueOf(rows, 'Empaque')).toBe('Caja, 62 × 62 × 4 cm');
    expect(valueOf(rows, 'Peso del empaque (kg)')).toBe('26');
    expect(valueOf(rows, 'Alto (m)')).toBeUndefined();
  });

  it('shows the lighting, wellbeing and complementary fields when there are any', () => {
    const lamp = productSpecs(
      productDetail({
        category_id: 3,
        category: 'Iluminación',
        light_type: 'Cálido',
        lamp_type: 'Lámparas de techo',
        dimensions: { ...productDetail().dimensions, height: 0.45, diameter: 0.4, thickness: null },
      }),
    );
    expect(valueOf(lamp, 'Tipo de luz')).toBe('Cálido');
    expect(valueOf(lamp, 'Tipo de lámpara')).toBe('Lámparas de techo');
    expect(valueOf(lamp, 'Alto (m)')).toBe('0,45');
    expect(valueOf(lamp, 'Espesor (cm)')).toBeUndefined();

    const grout = productSpecs(
      productDetail({
        category_id: 10,
        yield_m2: 4,
        unit_of_measure: 'unidad',
        origin: 'Nacional',
      }),
    );
    expect(valueOf(grout, 'Rendimiento')).toBe('4 m² por unidad');
    expect(valueOf(grout, 'Origen')).toBe('Nacional');
  });

  it('says how many units are left, or that the product is sold out', () => {
    expect(stockText(120)).toBe('120 unidades disponibles');
    expect(stockText(1)).toBe('1 unidad disponible');
    expect(stockText(0)).toBe('Agotado');
  });
});
