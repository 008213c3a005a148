import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { remodelings } from '../schema/remodelings.js';
import { addresses, supplierProfiles, users } from '../schema/users.js';

export async function insertRemodeling(
  executor: Database,
  values: typeof remodelings.$inferInsert,
) {
  await executor.insert(remodelings).values(values);
}

/** The seeded suppliers by email, each with its company name and first warehouse. */
export async function findSuppliersWithWarehouse(executor: Database, emails: string[]) {
  const rows = await executor
    .select({
      id: users.id,
      email: users.email,
      companyName: supplierProfiles.companyName,
      warehouseId: addresses.id,
    })
    .from(users)
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
    .innerJoin(addresses, and(eq(addresses.userId, users.id), eq(addresses.kind, 'storage')))
    .where(inArray(users.email, emails))
    .orderBy(asc(addresses.id));
  const byEmail = new Map<string, { id: number; companyName: string; warehouseId: number }>();
  for (const row of rows) if (!byEmail.has(row.email)) byEmail.set(row.email, row);
  return byEmail;
}
