/**
 * Contracts of the sales consultancy (spec part 2 §3 Sales consultancy): hashid, client,
 * salesperson, product and the chat it talks in (`salesChat`), in the lists and the chat header.
 */
import { z } from 'zod';
import { pageOf } from './common.js';

export const salesConsultancySchema = z.object({
  hashid: z.string(),
  client: z.object({ first_name: z.string(), last_name: z.string() }),
  salesperson: z.object({
    first_name: z.string(),
    last_name: z.string(),
    avatar: z.string().nullable(),
  }),
  /** Null once the supplier has deleted the product. */
  product: z
    .object({ id: z.number().int(), name: z.string(), image: z.string().nullable() })
    .nullable(),
  salesChat: z.object({
    room_uuid: z.string(),
    client_uuid: z.string(),
    salesperson_uuid: z.string(),
  }),
  created_at: z.string(),
  /** Set when the adviser finished it: the chat is read-only from then on. */
  finished_at: z.string().nullable(),
});
export type SalesConsultancy = z.infer<typeof salesConsultancySchema>;

/** `PATCH …/finish`: the toast and the consultancy, now finished. */
export const finishedConsultancySchema = z.object({
  message: z.string(),
  consultancy: salesConsultancySchema,
});

export const salesConsultancyPageSchema = pageOf(salesConsultancySchema);
export type SalesConsultancyPage = z.infer<typeof salesConsultancyPageSchema>;
