/** What the virtual consultancy's calls accept (spec part 2 §3, §5 Rating, §7, §9). */
import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { pageParam, queryFlag, searchParam, tablePageQuery, uuidParam } from './params.js';

/** `GET /v1/designers/public?page&itemsPerPage`. */
export const publicDesignersQuerySchema = z.object({
  page: pageParam.default(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .positive()
    .max(LIMITS.productListMaxPageSize)
    .default(LIMITS.publicDesignersPageSize),
});
export type PublicDesignersQuery = z.infer<typeof publicDesignersQuerySchema>;

export const spaceQuantitySchema = z.coerce
  .number({ error: MESSAGES.virtualSpacesRange })
  .int(MESSAGES.virtualSpacesRange)
  .min(1, MESSAGES.virtualSpacesRange)
  .max(LIMITS.virtualConsultancySpacesMax, MESSAGES.virtualSpacesRange);

/** `POST /v1/virtual-consultancy`: the designer and the spaces; the price is the server's. */
export const virtualConsultancyCreateSchema = z.object({
  designerUuid: uuidParam,
  spaceQuantity: spaceQuantitySchema,
});
export type VirtualConsultancyCreate = z.infer<typeof virtualConsultancyCreateSchema>;

/** `POST …/chat-users`: the consultancy's client by uuid, and the names the chat shows. */
export const virtualChatUsersInputSchema = z.object({
  clientId: uuidParam,
  clientNames: z.string().trim().max(200).optional(),
  designerNames: z.string().trim().max(200).optional(),
});

/** `POST …/new-virtual-chat`: the consultancy (by hashid) and the chat users from chat-users. */
export const newVirtualChatSchema = z.object({
  virtualConsultancyId: z.string().regex(/^[\w-]{1,16}$/, MESSAGES.notFound),
  users: z.array(uuidParam).length(2).optional(),
});

/** `PATCH /v1/virtual-consultancy/{hashid}?whatsapp=true`: the designer's approval. */
export const virtualApprovalSchema = z.object({
  is_approved: z.literal(true, { error: MESSAGES.invalidRequest }),
});

export const whatsappQuerySchema = z.object({ whatsapp: queryFlag.optional() });
export const emailQuerySchema = z.object({ email: queryFlag.optional() });

/** `GET /v1/virtual-consultancy/professional?paid=true`. */
export const professionalListQuerySchema = z.object({ paid: queryFlag.optional() });

/** `GET /v1/virtual-consultancy/admin`: one of the spec's flags, a table page and a search. */
export const virtualAdminQuerySchema = z.object({
  finished: queryFlag.optional(),
  paid: queryFlag.optional(),
  unpaid: queryFlag.optional(),
  approved: queryFlag.optional(),
  ...tablePageQuery,
  search: searchParam.default(''),
});
export type VirtualAdminQuery = z.infer<typeof virtualAdminQuerySchema>;

/** The kinds of file a room keeps (`POST …/{hashid}/files/{type}`). */
export const VIRTUAL_FILE_TYPES = ['shared-file', 'design', 'legal-doc'] as const;
export type VirtualFileType = (typeof VIRTUAL_FILE_TYPES)[number];
export const virtualFileParamsSchema = z.object({
  hashid: z.string().regex(/^[\w-]{1,16}$/, MESSAGES.notFound),
  type: z.enum(VIRTUAL_FILE_TYPES, { error: MESSAGES.notFound }),
});

/** `PATCH …/{hashid}/finish?email=true`: the client's (or admin's) 'received to satisfaction'. */
export const virtualFinishSchema = z.object({
  /** The browser's clock is not trusted: the server stamps the time. */
  finishedAt: z.string().max(40).optional(),
  client_uuid: uuidParam,
  designer_uuid: uuidParam,
});
export type VirtualFinish = z.infer<typeof virtualFinishSchema>;

/** A rating (part 2 §5 Rating): 1–5, 5 by default; the comment up to 500 characters. */
/** A rating of 1 to 5, 5 unless given (part 2 §5 Rating); shared with the remodelling's. */
export const ratingField = z.coerce
  .number({ error: MESSAGES.ratingRange })
  .int(MESSAGES.ratingRange)
  .min(1, MESSAGES.ratingRange)
  .max(5, MESSAGES.ratingRange)
  .default(5);
/** A rating's comment, up to 500 characters. */
export const ratingCommentField = z
  .string()
  .trim()
  .max(LIMITS.ratingCommentMaxLength, MESSAGES.ratingCommentMax)
  .default('');

export const ratingSchema = z.object({ rating: ratingField, comment: ratingCommentField });
export type RatingInput = z.infer<typeof ratingSchema>;

/** `POST …/document/equivalent`: the consultancy whose equivalent document is wanted. */
export const equivalentDocumentInputSchema = z.object({
  equivalentDocData: z.object({ hashid: z.string().regex(/^[\w-]{1,16}$/, MESSAGES.notFound) }),
});
