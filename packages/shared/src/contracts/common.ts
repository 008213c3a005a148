/**
 * Pieces many contracts share: the page of a paginated table and the plain confirmation answers.
 */
import { z } from 'zod';

/** Where a page sits in its table (staff tables, orders, brands). */
export const pageInfoSchema = z.object({
  totalItems: z.number().int(),
  /** At least 1, so an empty table still shows "page 1 of 1". */
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  itemsPerPage: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

export function pageInfo(totalItems: number, page: number, itemsPerPage: number): PageInfo {
  return {
    totalItems,
    totalPages: Math.max(1, Math.ceil(totalItems / itemsPerPage)),
    currentPage: page,
    itemsPerPage,
  };
}

/** A page of a table: its rows and where it sits. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), pagination: pageInfoSchema });
}

/** A change that answers only the toast's text. */
export const messageSchema = z.object({ message: z.string() });

/** A call that only confirms it worked (a usable reset link, a removed file). */
export const successSchema = z.object({ success: z.literal(true) });
