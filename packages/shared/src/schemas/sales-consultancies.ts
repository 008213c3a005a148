/** What the sales consultancy's calls accept (spec part 2 §3 Sales consultancy, §7). */
import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { ONLINE_STATUSES } from '../online-status.js';
import { idParamWith, pageParam, searchParam, uuidParam } from './params.js';

/** `POST /v2/sales-consultancies`: the adviser the client picked, as the client saw it. */
export const salesConsultancyCreateSchema = z.object({
  salespersonUuid: uuidParam,
  salespersonOnlineStatus: z.enum(ONLINE_STATUSES, { error: MESSAGES.invalidRequest }),
  productId: idParamWith(MESSAGES.productNotFound),
});
export type SalesConsultancyCreate = z.infer<typeof salesConsultancyCreateSchema>;

/** `GET /v2/sales-consultancies/list/all`: active (the default) or finished, 12 a page. */
export const salesConsultancyListQuerySchema = z.object({
  isFinished: z
    .enum(['true', 'false'], { error: MESSAGES.invalidRequest })
    .default('false')
    .transform((value) => value === 'true'),
  page: pageParam.default(1),
  limit: z.coerce
    .number()
    .int()
    .positive()
    .max(LIMITS.productListMaxPageSize)
    .default(LIMITS.consultancyPageSize),
  searchTerm: searchParam.default(''),
});
export type SalesConsultancyListQuery = z.infer<typeof salesConsultancyListQuerySchema>;

/** A consultancy in a path: its hashid; a malformed one is nobody's. */
export const hashidParams = z.object({
  hashid: z.string({ error: MESSAGES.notFound }).regex(/^[\w-]{1,16}$/, MESSAGES.notFound),
});
