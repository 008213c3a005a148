/**
 * What a native select shows for a lookup id held by the form: the id as text, or the empty
 * "Selecciona…" option while nothing valid is chosen (the schema coerces the text back).
 */
export function selectValue(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}
