/**
 * The number a buyer, a supplier and the admin read for an order: its id zero-padded to six
 * digits, `HG-000123`. Longer ids keep all their digits.
 */
export function orderNumber(id: number): string {
  return `HG-${String(id).padStart(6, '0')}`;
}

/**
 * The id an order-number search names: `HG-000123`, `hg-123`, `000123` or `123`; null for text
 * that is not an order number.
 */
export function orderIdFromNumber(text: string): number | null {
  const match = /^(?:hg-?)?0*(\d{1,9})$/i.exec(text.trim());
  return match?.[1] ? Number(match[1]) : null;
}
