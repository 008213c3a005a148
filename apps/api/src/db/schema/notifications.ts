import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The notifications outbox: a message is written in the same transaction as the change that
 * causes it, and the dispatcher sends it afterwards, retrying with backoff.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: varchar('channel', { length: 10 }).$type<'email' | 'whatsapp'>().notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    /** WhatsApp template name and its body parameters. */
    template: jsonb('template').$type<{ name: string; parameters: string[] }>(),
    status: varchar('status', { length: 10 })
      .$type<'pending' | 'sending' | 'sent' | 'failed'>()
      .notNull()
      .default('pending'),
    /** How it was delivered: smtp, whatsapp or the demo mailbox. */
    transport: varchar('transport', { length: 20 }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
  ],
);
