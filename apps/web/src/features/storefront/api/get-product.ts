import { useQuery } from '@tanstack/react-query';
import type { ProductDetailData } from '@hogarte/shared/contracts/storefront';
import { PRODUCT_PAGE_DATA_ELEMENT_ID } from '@hogarte/shared/product-links';
import { isBuyer } from '@hogarte/shared/roles';
import { apiRequest } from '../../../lib/http';
import { readSession } from '../../../lib/session';

export function productQueryKey(productId: number) {
  return ['storefront', 'product', productId] as const;
}

/** `GET /v2/products/{id}`: the product page. */
function getProduct(productId: number) {
  return apiRequest(`/v2/products/${productId}`, {
    response: () => import('@hogarte/shared/contracts/storefront').then((m) => m.productPageSchema),
  });
}

/**
 * The product the page's HTML carried, when this is the product it names: the server writes it
 * into a product page's first load as a visitor reads it (decision 051). Read once: the element
 * goes, so a later visit to that product asks the API.
 */
function productInThePage(productId: number): ProductDetailData | undefined {
  const element = document.getElementById(PRODUCT_PAGE_DATA_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  if (element.dataset.productId !== String(productId)) return undefined;
  // A buyer's answer says whether the product is their favourite, which the HTML cannot know.
  if (isBuyer(readSession()?.roleId)) return undefined;
  try {
    return JSON.parse(element.textContent ?? '') as ProductDetailData;
  } catch {
    return undefined;
  }
}

/**
 * `null` (a slug without an id) never asks the API. A page is fresh for a few seconds, so the copy
 * its HTML carried is not asked for again as it mounts.
 */
export function useProduct(productId: number | null) {
  return useQuery({
    queryKey: productQueryKey(productId ?? 0),
    queryFn: () => getProduct(productId ?? 0),
    enabled: productId !== null,
    initialData: () => (productId === null ? undefined : productInThePage(productId)),
    staleTime: 10_000,
  });
}
