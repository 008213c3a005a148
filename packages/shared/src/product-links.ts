/**
 * Product links are `/productos/123-porcelanato-roble`: the leading number is the product's id.
 * The web app reads it to ask for the product, the server to carry the product and its image in
 * the page's head.
 */
export function productIdFromSlug(slug: string): number | null {
  const match = /^(\d{1,10})(?:-|$)/.exec(slug);
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * The id of the `<script type="application/json">` in which a product page's HTML carries the
 * product as a visitor reads it (`data-product-id` names which), so its first screen needs no
 * call to the API (decision 051).
 */
export const PRODUCT_PAGE_DATA_ELEMENT_ID = 'product-page-data';
