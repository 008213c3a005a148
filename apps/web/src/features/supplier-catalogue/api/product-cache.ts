import type { QueryClient } from '@tanstack/react-query';
import {
  SUPPLIER_PRODUCTS_KEY,
  type ProductPage,
  type SupplierProductRow,
} from './get-supplier-products';
import { supplierProductKey, type ProductUpdateAnswer } from './get-supplier-product';

/**
 * After any change to a product: the edit page takes the product the API answered with, and the
 * tables (which show its name, price, stock and approval) are read again.
 */
export function productChanged(queryClient: QueryClient, answer: ProductUpdateAnswer) {
  queryClient.setQueryData(supplierProductKey(answer.product.id), answer.product);
  return queryClient.invalidateQueries({ queryKey: SUPPLIER_PRODUCTS_KEY });
}

type Snapshot = Array<[readonly unknown[], ProductPage | undefined]>;

/**
 * Changes one row in every cached table at once (a switch flips before the server answers);
 * returns what was there, to put back if the server refuses.
 */
export async function patchCachedRows(
  queryClient: QueryClient,
  id: number,
  patch: Partial<SupplierProductRow>,
): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: SUPPLIER_PRODUCTS_KEY });
  const cached = queryClient.getQueriesData<ProductPage>({ queryKey: SUPPLIER_PRODUCTS_KEY });
  for (const [key, page] of cached) {
    if (!page) continue;
    queryClient.setQueryData<ProductPage>(key, {
      ...page,
      items: page.items.map((row) => (row.id === id ? { ...row, ...patch } : row)),
    });
  }
  return cached;
}

export function restoreCachedRows(queryClient: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, page] of snapshot ?? []) queryClient.setQueryData(key, page);
}
