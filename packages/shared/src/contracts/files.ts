/**
 * Contracts of the files (spec part 1 §3 Files): an upload's answer and the five-minute link to a
 * private file.
 */
import { z } from 'zod';

/** `POST /v1/users/files/{type}`: the stored file. */
export const uploadedFileSchema = z.object({
  id: z.number().int(),
  /** null for a private file: it is reached only through a signed link. */
  url: z.string().nullable(),
  filename: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * A stored file as a detail lists it, always with an address: a public file's, or a private one's
 * link signed for five minutes when the detail was read (portfolios, diplomas).
 */
export const linkedFileSchema = uploadedFileSchema.extend({ url: z.string() });
export type LinkedFile = z.infer<typeof linkedFileSchema>;

/** `GET /v1/users/files/{id}/link`: a public file's address, or a private one's signed link. */
export const fileLinkSchema = z.object({ url: z.string() });
