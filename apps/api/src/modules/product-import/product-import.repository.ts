import { and, asc, eq, inArray } from 'drizzle-orm';
import { ROLE } from '@hogarte/shared/roles';
import type { Database } from '../../db/client.js';
import { addresses, supplierProfiles, users } from '../../db/schema/users.js';

export interface ImportSupplier {
  id: number;
  nit: string;
  companyName: string;
  /** The supplier's warehouses in the order it registered them: number 1 is the first. */
  warehouseIds: number[];
}

/**
 * The approved suppliers holding these NITs, with their warehouses: a spreadsheet names a
 * supplier by NIT and a warehouse by its number. Two queries, whatever the number of rows.
 */
export async function findApprovedSuppliersByNit(
  executor: Database,
  nits: readonly string[],
): Promise<ImportSupplier[]> {
  if (nits.length === 0) return [];
  const suppliers = await executor
    .select({
      id: users.id,
      nit: supplierProfiles.nit,
      companyName: supplierProfiles.companyName,
    })
    .from(users)
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
    .where(
      and(
        eq(users.roleId, ROLE.supplier),
        eq(users.isApproved, true),
        inArray(supplierProfiles.nit, [...nits]),
      ),
    );
  if (suppliers.length === 0) return [];
  const warehouses = await executor
    .select({ id: addresses.id, userId: addresses.userId })
    .from(addresses)
    .where(
      and(
        inArray(
          addresses.userId,
          suppliers.map((supplier) => supplier.id),
        ),
        eq(addresses.kind, 'storage'),
      ),
    )
    .orderBy(asc(addresses.id));
  return suppliers.map((supplier) => ({
    ...supplier,
    warehouseIds: warehouses
      .filter((warehouse) => warehouse.userId === supplier.id)
      .map((warehouse) => warehouse.id),
  }));
}
