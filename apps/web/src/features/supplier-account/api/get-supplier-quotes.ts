import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SupplierQuoteStatus } from '@hogarte/shared/supplier-quotes';
import { apiRequest } from '../../../lib/http';
import { remodelingKeys } from '../../../lib/remodeling-keys';

/** The dashboard's 'Clientes' shows every quote; the quotes screen one status per chip. */
export type SupplierQuoteFilter = 'all' | SupplierQuoteStatus;

export interface SupplierQuotesQuery {
  filter: SupplierQuoteFilter;
  /** One-based, as the API counts pages. */
  page: number;
  itemsPerPage: number;
}

/** Each chip's flag (decision 030): unpaid, paid and not finished, finished; none for all. */
const FILTER_FLAGS: Record<SupplierQuoteStatus, [string, string]> = {
  quoted: ['paid', 'false'],
  paid: ['paid', 'true'],
  finished: ['finished', 'true'],
};

function getSupplierQuotes(query: SupplierQuotesQuery) {
  const params = new URLSearchParams();
  if (query.filter !== 'all') params.set(...FILTER_FLAGS[query.filter]);
  params.set('page', String(query.page));
  params.set('itemsPerPage', String(query.itemsPerPage));
  return apiRequest(`/v1/presential-consultancy/suppliers/invoices?${params.toString()}`, {
    response: () =>
      import('@hogarte/shared/contracts/presential').then((m) => m.supplierQuotePageSchema),
  });
}

/**
 * `GET /v1/presential-consultancy/suppliers/invoices`: the presential quotes with the supplier's
 * products, a page at a time, with the count of each status for the chips.
 */
export function useSupplierQuotes(query: SupplierQuotesQuery) {
  return useQuery({
    queryKey: remodelingKeys.supplierQuotes(query),
    queryFn: () => getSupplierQuotes(query),
    placeholderData: keepPreviousData,
  });
}
