/** Money is integer COP everywhere; these helpers are the only place it becomes text. */
const copFormatter = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export function formatCop(amount: number): string {
  return copFormatter.format(Math.round(amount));
}
