/** The catalogue as other modules see it. */
import type { Database } from '../../db/client.js';
import { setSupplierProductsPublic } from './catalogue.repository.js';

/**
 * Shows or hides every product of a supplier, inside the caller's transaction: the admin's
 * 'Público' switch on a supplier moves the supplier and its products together.
 */
export function setSupplierProductsVisibility(
  executor: Database,
  supplierUserId: number,
  isPublic: boolean,
): Promise<number> {
  return setSupplierProductsPublic(executor, supplierUserId, isPublic);
}
