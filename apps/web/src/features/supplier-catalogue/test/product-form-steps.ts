/** Steps a test takes on the product form: typing, choosing and picking files by label. */
import { fireEvent, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { fakeFile } from '../../../test/files';
import { imageFile } from '../../../test/render-component';
import { field } from './catalogue-fixtures';

export function type(label: string, value: string) {
  const input = field(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

export function choose(label: string, value: string) {
  fireEvent.change(field<HTMLSelectElement>(label), { target: { value } });
}

export function optionTexts(label: string): string[] {
  return Array.from(field<HTMLSelectElement>(label).options).map(
    (option) => option.textContent ?? '',
  );
}

export function pickFiles(label: string, files: File[]) {
  fireEvent.change(field(label), { target: { files } });
}

export const DESCRIPTION =
  'Porcelanato con acabado de madera de roble, resistente al tráfico alto y fácil de limpiar.';

/** A covering (floor tiles) that passes every rule, with its three kinds of file. */
export async function fillValidCovering() {
  choose('Categoría', '9');
  type('Nombre del producto', 'Porcelanato Roble 60x60');
  type('Referencia', 'POR-6060');
  await waitFor(() => expect(optionTexts('Marca')).toContain('Cerámica Andina'));
  choose('Marca', '11');
  type('Material', 'Porcelanato');
  choose('Color', '6');
  type('Unidad mínima de venta (m²)', '1.44');
  type('Unidades por empaque', '4');
  type('Precio sin IVA', '100000');
  choose('Comisión', '30');
  type('Unidades disponibles', '40');
  await waitFor(() => expect(optionTexts('Bodega de despacho')).toHaveLength(2));
  choose('Bodega de despacho', '5');
  type('Tiempo de entrega (días)', '5');
  type('Garantía (opcional)', '12');
  type('Descripción', DESCRIPTION);
  type('Largo (m)', '0.6');
  type('Ancho (m)', '0.6');
  type('Espesor (cm)', '0.9');
  type('Peso (kg)', '20');
  choose('Presentación del empaque', '1');
  type('Largo del empaque (cm)', '62');
  type('Ancho del empaque (cm)', '62');
  type('Alto del empaque (cm)', '4');
  type('Peso con empaque (kg)', '21');
  pickFiles('Imagen principal', [imageFile('roble.png')]);
  pickFiles('Imágenes de ambientación', [
    imageFile('sala.png'),
    imageFile('cocina.jpg', 'image/jpeg'),
  ]);
  pickFiles('Ficha técnica', [fakeFile('ficha.pdf', 'application/pdf')]);
}
