import type { QueryClient } from '@tanstack/react-query';
import type {
  ProductChanged,
  ProductTableRow,
  ProductTablePage,
} from '@hogarte/shared/contracts/catalogue';
import { changeCached } from '../../../lib/optimistic-cache';
import { SUPPLIER_PRODUCTS_KEY } from './get-supplier-products';
import { supplierProductKey } from './get-supplier-product';

/**
 * After any change to a product: the edit page takes the product the API answered with, and the
 * tables (which show its name, price, stock and approval) are read again.
 */
export function productChanged(queryClient: QueryClient, answer: ProductChanged) {
  queryClient.setQueryData(supplierProductKey(answer.product.id), answer.product);
  return queryClient.invalidateQueries({ queryKey: SUPPLIER_PRODUCTS_KEY });
}

/**
 * Changes one row in every cached table at once (a switch flips before the server answers);
 * returns what was there, to put back with `restoreCached` if the server refuses.
 */
export function patchCachedRows(
  queryClient: QueryClient,
  id: number,
  patch: Partial<ProductTableRow>,
) {
  return changeCached<ProductTablePage>(queryClient, SUPPLIER_PRODUCTS_KEY, (page) => ({
    ...page,
    items: page.items.map((row) => (row.id === id ? { ...row, ...patch } : row)),
  }));
}
