/** A numeric id from the address (`/mis-compras/detalle/12`), or null when it is not one. */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
