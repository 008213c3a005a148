import type { SalesConsultancy } from '@hogarte/shared/contracts/sales-consultancies';
import { LIMITS } from '@hogarte/shared/limits';
import { ROLE, type RoleId } from '@hogarte/shared/roles';

/** The other person of the consultancy: the adviser for a client, the client for an adviser. */
export function counterpartName(consultancy: SalesConsultancy, roleId: RoleId): string {
  const person = roleId === ROLE.salesperson ? consultancy.client : consultancy.salesperson;
  return `${person.first_name} ${person.last_name}`.trim();
}

/** The chat header cuts the name to 15 characters (spec part 2 §9). */
export function headerName(name: string): string {
  const max = LIMITS.chatHeaderNameMaxLength;
  return name.length > max ? `${name.slice(0, max)}…` : name;
}
