/** Role ids as the token carries them (spec part 1 §3, part 2 §6). */
export const ROLE = {
  client: 1,
  designer: 2,
  supplier: 3,
  lsh: 4,
  admin: 5,
  salesperson: 6,
} as const;

export type RoleName = keyof typeof ROLE;
export type RoleId = (typeof ROLE)[RoleName];

export const ROLE_IDS: readonly RoleId[] = Object.values(ROLE);

/**
 * Who takes part in chats and so receives their notifications: clients and advisers in sales
 * consultancies, designers in the virtual consultancies that will talk in chat too.
 */
export const CHAT_NOTIFIED_ROLES: readonly RoleId[] = [
  ROLE.client,
  ROLE.salesperson,
  ROLE.designer,
];

/** The path segment each role's area lives under (`/{slug}/configuracion`). */
export const ROLE_SLUG: Record<RoleId, string> = {
  1: 'cliente',
  2: 'disenador',
  3: 'proveedor',
  4: 'lsh',
  5: 'admin',
  6: 'vendedor',
};

export const ROLE_LABEL: Record<RoleId, string> = {
  1: 'Cliente',
  2: 'Diseñador(a)',
  3: 'Proveedor',
  4: 'Operador LSH',
  5: 'Administrador',
  6: 'Asesor(a) de ventas',
};

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'number' && (ROLE_IDS as readonly number[]).includes(value);
}

/**
 * Who buys: clients and designers have a cart, check out, see their orders and keep favourite
 * products (spec part 2 §7 Favorites).
 */
export const BUYER_ROLES: readonly RoleId[] = [ROLE.client, ROLE.designer];

export function isBuyer(roleId: number | undefined): boolean {
  return roleId !== undefined && (BUYER_ROLES as readonly number[]).includes(roleId);
}
