/**
 * Request parameters the API's calls share — ids, pages, page sizes, searches — defined once, so
 * every route reads a page or an id the same way and new calls reuse them.
 */
import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';

/** The largest PostgreSQL `integer`: a larger id is nobody's. */
const MAX_ID = 2_147_483_647;

/** A numeric id in a path or query; `message` when a bad one should read as "not found". */
export function idParamWith(message?: string) {
  const error = message === undefined ? undefined : { error: message };
  return z.coerce.number(error).int(error).positive(error).max(MAX_ID, error);
}

export const idParam = idParamWith();
export const idParams = z.object({ id: idParam });

/**
 * A person's uuid in a path: people (an adviser, a supplier) are named by their uuid, never by
 * their row id. A malformed one is nobody's, so it reads as not found.
 */
/** A query flag written `true` or `false` (`?paid=true`), read as a boolean. */
export const queryFlag = z
  .enum(['true', 'false'], { error: MESSAGES.invalidRequest })
  .transform((value) => value === 'true');

export const uuidParam = z.uuid({ error: MESSAGES.notFound });

/** A supplier's store in a path: its company name with dashes for spaces (`Cerámicas-del-Valle`). */
export const storeNameParam = z.string().trim().min(1).max(150);

export const pageParam = z.coerce.number().int().positive().max(1_000_000);
export const searchParam = z.string().trim().max(LIMITS.searchMaxLength);

const TABLE_PAGE_SIZES: readonly number[] = LIMITS.tablePageSizes;

/** A staff table's page and page size (one of `LIMITS.tablePageSizes`, 10 by default). */
export const tablePageQuery = {
  page: pageParam.default(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .refine((size) => TABLE_PAGE_SIZES.includes(size), { error: MESSAGES.invalidRequest })
    .default(10),
};
