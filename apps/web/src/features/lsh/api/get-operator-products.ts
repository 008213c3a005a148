import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductTypeKey } from '@hogarte/shared/catalogue';
import { apiRequest } from '../../../lib/http';

/** Every cached list of the operator sits under one key, refreshed together after a price. */
export const OPERATOR_PRODUCTS_KEY = ['lsh', 'products'] as const;

export interface OperatorProductQuery {
  types: ProductTypeKey[];
  /** true: only the products still without an installation price. */
  withoutInstallationPrice: boolean;
  search: string;
  /** One-based, as the API counts pages. */
  page: number;
  itemsPerPage: number;
}

function getOperatorProducts(query: OperatorProductQuery) {
  const params = new URLSearchParams();
  for (const type of query.types) params.append('type', type);
  if (query.withoutInstallationPrice) params.set('installationPrice', 'false');
  params.set('page', String(query.page));
  params.set('itemsPerPage', String(query.itemsPerPage));
  if (query.search) params.set('search', query.search);
  return apiRequest(`/v1/products?${params.toString()}`, {
    response: () =>
      import('@hogarte/shared/contracts/catalogue').then((m) => m.productTablePageSchema),
  });
}

/**
 * `GET /v1/products?type=revestimiento&type=decorativo[&installationPrice=false]`: the operator's
 * products, or only those still waiting for their installation price.
 */
export function useOperatorProducts(query: OperatorProductQuery) {
  return useQuery({
    queryKey: [...OPERATOR_PRODUCTS_KEY, query],
    queryFn: () => getOperatorProducts(query),
    placeholderData: keepPreviousData,
  });
}
