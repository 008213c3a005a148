import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { ProductTypeKey } from '@hogarte/shared/catalogue';
import type { ApprovalCounts } from '@hogarte/shared/contracts/catalogue';
import { apiRequest } from '../../../lib/http';
import { ADMIN_PRODUCTS_KEY } from './product-cache';

/** The review tabs: null is pending ('En proceso'), true approved, false declined. */
export type ProductApproval = keyof ApprovalCounts;

export interface AdminProductQuery {
  types: ProductTypeKey[];
  approval: ProductApproval;
  search: string;
  /** One-based, as the API counts pages. */
  page: number;
  itemsPerPage: number;
}

function getAdminProducts(query: AdminProductQuery) {
  const params = new URLSearchParams();
  for (const type of query.types) params.append('type', type);
  params.set('approval', query.approval);
  params.set('page', String(query.page));
  params.set('itemsPerPage', String(query.itemsPerPage));
  if (query.search) params.set('search', query.search);
  return apiRequest(`/v2/admin/products?${params.toString()}`, {
    response: () =>
      import('@hogarte/shared/contracts/catalogue').then((m) => m.adminProductPageSchema),
  });
}

/** `GET /v2/admin/products`: a page of products with the count of each approval state. */
export function useAdminProducts(query: AdminProductQuery) {
  return useQuery({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'list', query],
    queryFn: () => getAdminProducts(query),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

const TYPES: readonly ProductTypeKey[] = ['revestimiento', 'decorativo'];

/**
 * How many products each type holds (the type tabs' counts): the smallest page of each type,
 * read for its counts only.
 */
export function useProductTypeCounts(search: string) {
  return useQueries({
    queries: TYPES.map((type) => {
      const query: AdminProductQuery = {
        types: [type],
        approval: 'all',
        search,
        page: 1,
        itemsPerPage: 5,
      };
      return {
        queryKey: [...ADMIN_PRODUCTS_KEY, 'list', query],
        queryFn: () => getAdminProducts(query),
        placeholderData: keepPreviousData,
      };
    }),
    combine: (results) => {
      const [coverings, decoratives] = results.map((result) => result.data?.counts.all);
      if (coverings === undefined || decoratives === undefined) {
        return { revestimiento: coverings, decorativo: decoratives };
      }
      return { all: coverings + decoratives, revestimiento: coverings, decorativo: decoratives };
    },
  });
}
