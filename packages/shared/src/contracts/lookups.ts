/**
 * Contracts of the lists every form reads (spec part 2 §3 Lookups, §9): the municipalities, the
 * designers' professions, how people met the marketplace, and the server's brand and contact data.
 */
import { z } from 'zod';

/**
 * An entry of a fixed list: a catalogue lookup (categories, presentations, product types), a
 * profession, a source.
 */
export const lookupSchema = z.object({ id: z.number().int(), name: z.string() });
/** Read-only: the routes answer the shared constants themselves. */
export const lookupListSchema = z.array(lookupSchema).readonly();

/** A municipality as the city pickers show it (`GET /v1/cities`). */
export const citySchema = z.object({
  /** 5-digit DIVIPOLA municipality code. */
  id: z.string(),
  name: z.string(),
  department: z.string(),
});
export type City = z.infer<typeof citySchema>;
export const cityListSchema = z.array(citySchema);

/** `GET /v1/settings`: what the server is configured with, read by every feature. */
export const appSettingsSchema = z.object({
  productName: z.string(),
  supportPhone: z.string(),
  whatsappNumber: z.string(),
  helpCenterUrl: z.string(),
  demoMode: z.boolean(),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;
