/**
 * Contracts of the messages people receive: the inbox's global messages (spec part 1 §7) and, in
 * demo mode, the mailbox of every email and WhatsApp message the product sent. Dates are ISO
 * strings.
 */
import { z } from 'zod';
import { messageSchema } from './common.js';

/** `POST /v1/messages`: the toast's text and how many people got a copy. */
export const globalMessageSentSchema = messageSchema.extend({ recipients: z.number().int() });

/** One recipient's copy of a global message. */
export const inboxMessageSchema = z.object({
  /** The copy's id: what `PATCH /v1/messages/:id` marks as read. */
  id: z.number().int(),
  id_message: z.number().int(),
  title: z.string(),
  text: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
  /** A signed link to the image or PDF sent along, if any. */
  attachment: z.object({ url: z.string(), filename: z.string() }).nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** `GET /v1/users/messages`: newest first. */
export const inboxSchema = z.array(inboxMessageSchema);

export const mailboxEntrySchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'whatsapp']),
  to: z.string(),
  /** The email's subject, or a WhatsApp message's readable summary. */
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
});
export type MailboxEntry = z.infer<typeof mailboxEntrySchema>;

/** `GET /v1/dev/mailbox`: the newest 200 messages (demo mode). */
export const mailboxSchema = z.object({ items: z.array(mailboxEntrySchema) });
