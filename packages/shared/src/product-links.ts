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
