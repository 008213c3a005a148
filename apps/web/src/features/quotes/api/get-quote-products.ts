import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QuoteProductView } from '@hogarte/shared/contracts/remodelings';
import { LIMITS } from '@hogarte/shared/limits';
import { apiRequest } from '../../../lib/http';
import { QUOTE_PRODUCTS_KEY } from './quote-keys';

/** Both reads of `/v1/quotes/products` (a page, and products by id) answer the same page. */
const quoteProductPage = () =>
  import('@hogarte/shared/contracts/remodelings').then((m) => m.quoteProductPageSchema);

export interface QuoteProductQuery {
  search: string;
  /** null: every category. */
  categoryId: number | null;
  /** One-based, as the API counts pages. */
  page: number;
  itemsPerPage: number;
}

/**
 * `GET /v1/quotes/products?search&categoryId&page&itemsPerPage`: a page of the products a designer
 * may quote (visible ones only). A designer not approved yet is answered 403 with its reason.
 */
export function useQuoteProductPage(query: QuoteProductQuery) {
  return useQuery({
    queryKey: [...QUOTE_PRODUCTS_KEY, 'page', query],
    queryFn: () => {
      const params = new URLSearchParams();
      if (query.search) params.set('search', query.search);
      if (query.categoryId !== null) params.set('categoryId', String(query.categoryId));
      params.set('page', String(query.page));
      params.set('itemsPerPage', String(query.itemsPerPage));
      return apiRequest(`/v1/quotes/products?${params.toString()}`, {
        response: quoteProductPage,
      });
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * `GET /v1/quotes/products?ids=…`: the named products with their quote fields, asked a page's
 * worth at a time (a page holds at most `productListMaxPageSize`). A product no longer visible
 * is simply not in the answer.
 */
async function getQuoteProductsByIds(ids: readonly number[]): Promise<QuoteProductView[]> {
  const size = LIMITS.productListMaxPageSize;
  const chunks: number[][] = [];
  for (let start = 0; start < ids.length; start += size)
    chunks.push(ids.slice(start, start + size));
  const pages = await Promise.all(
    chunks.map((chunk) =>
      apiRequest(`/v1/quotes/products?ids=${chunk.join(',')}&page=1&itemsPerPage=${chunk.length}`, {
        response: quoteProductPage,
      }),
    ),
  );
  return pages.flatMap((page) => page.items);
}

export function useQuoteProductsByIds(ids: readonly number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...QUOTE_PRODUCTS_KEY, 'ids', sorted],
    queryFn: () => getQuoteProductsByIds(sorted),
    enabled: sorted.length > 0,
  });
}
