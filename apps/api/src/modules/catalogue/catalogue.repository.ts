import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalogue.js';

export async function setSupplierProductsPublic(
  executor: Database,
  supplierUserId: number,
  isPublic: boolean,
): Promise<number> {
  const changed = await executor
    .update(products)
    .set({ isPublic, updatedAt: new Date() })
    .where(eq(products.supplierUserId, supplierUserId))
    .returning({ id: products.id });
  return changed.length;
}
