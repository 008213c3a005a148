import { PLAIN_CATALOGUE_CALLS } from '@hogarte/shared/carried-answers';
import type { ProductListPage } from '@hogarte/shared/contracts/storefront';
import { carriedAnswers, imagePreload } from '../../http/page-head.js';

/** A visitor's call to the API through the app itself: the answer's JSON text, or null. */
export type VisitorCall = (path: string) => Promise<string | null>;

/**
 * What the marketplace's plain catalogue (`/productos` without filter, search or page) adds to
 * its head (decision 055): the API's answers to its first screen's calls, asked of the API as a
 * visitor asks them (from memory once the catalogue is indexed), and the featured products' card
 * images, the first of which is the first screen's largest picture on a phone. A call that does
 * not answer 200 is left out, and the web asks it itself.
 */
export async function plainCatalogueHead(ask: VisitorCall): Promise<string> {
  const paths: readonly string[] = Object.values(PLAIN_CATALOGUE_CALLS);
  const answers = await Promise.all(paths.map(async (path) => [path, await ask(path)] as const));
  const carried = answers.flatMap(([path, json]) => (json === null ? [] : [[path, json] as const]));
  const offering = carried.find(([path]) => path === PLAIN_CATALOGUE_CALLS.offering)?.[1];
  const images = offering
    ? (JSON.parse(offering) as ProductListPage).items.flatMap((item) => item.image ?? [])
    : [];
  return (
    images.map((url, index) => imagePreload(url, index === 0)).join('') + carriedAnswers(carried)
  );
}
