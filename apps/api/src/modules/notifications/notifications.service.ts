/**
 * The notifications outbox. `queueEmail`/`queueWhatsapp` write a message inside the caller's
 * transaction; `dispatchDueMessages` sends what is due through SMTP or WhatsApp, or, when those are
 * not configured (demo, tests), delivers it to the demo mailbox shown at /dev/correos.
 */
import type { MailboxEntry } from '@hogarte/shared/contracts/messages';
import { fillMessage } from '@hogarte/shared/messages';
import type { NotificationTransports } from '../../context.js';
import type { Database } from '../../db/client.js';
import {
  claimDueMessages,
  insertOutboxMessages,
  listRecentMessages,
  markMessageFailed,
  markMessageSent,
} from './notifications.repository.js';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface WhatsappMessage {
  to: string;
  /** A readable summary kept for the mailbox and the logs. */
  summary: string;
  text: string;
  template: { name: string; parameters: string[] };
}

const MAX_ATTEMPTS = 8;
const BASE_RETRY_MS = 30_000;
const MAX_RETRY_MS = 6 * 60 * 60 * 1000;
const SEND_LEASE_MS = 2 * 60 * 1000;
export const DEMO_MAILBOX_TRANSPORT = 'mailbox';

export function queueEmail(executor: Database, message: EmailMessage): Promise<void> {
  return queueEmails(executor, [message]);
}

/** Several emails in one statement, in this order. */
export async function queueEmails(executor: Database, messages: EmailMessage[]): Promise<void> {
  await insertOutboxMessages(
    executor,
    messages.map((message) => ({
      channel: 'email' as const,
      recipient: message.to,
      subject: message.subject,
      bodyText: message.text,
      bodyHtml: message.html ?? null,
    })),
  );
}

/** An email that greets its person by first name, then says `lines`. */
export async function queueGreetingEmail(
  executor: Database,
  email: { to: string; firstName: string; subject: string; lines: string[] },
): Promise<void> {
  await queueEmail(executor, {
    to: email.to,
    subject: email.subject,
    text: [`Hola ${email.firstName},`, '', ...email.lines].join('\n'),
  });
}

export async function queueWhatsapp(executor: Database, message: WhatsappMessage): Promise<void> {
  await insertOutboxMessages(executor, [
    {
      channel: 'whatsapp',
      recipient: message.to,
      subject: message.summary,
      bodyText: message.text,
      template: message.template,
    },
  ]);
}

/**
 * A WhatsApp on one of our approved templates, whose one parameter is the whole text: the text is
 * both the template's parameter and the body the mailbox and the logs keep.
 */
export async function queueWhatsappText(
  executor: Database,
  message: { to: string; summary: string; template: string; text: string },
): Promise<void> {
  await queueWhatsapp(executor, {
    to: message.to,
    summary: message.summary,
    text: message.text,
    template: { name: message.template, parameters: [message.text] },
  });
}

/** Who a request (a process sheet, a presential consultancy) notifies: its client and designer. */
interface RequestParty {
  firstName: string;
  lastName: string;
  phone: string;
}

/** A WhatsApp to the client or the designer of a request; `message` is a messages.ts template. */
export interface PartyNotice {
  to: 'client' | 'designer';
  summary: string;
  template: string;
  message: string;
  values?: Record<string, string>;
}

/**
 * Queues `notice` to its party in the caller's transaction: `message` is filled with that person's
 * first name, the other side's full name (`designer` for the client, `client` for the designer),
 * the request's `hashid` and `url`, and the notice's `values`.
 */
export async function queuePartyWhatsapp(
  executor: Database,
  parties: { client: RequestParty; designer: RequestParty },
  request: { hashid: string; url: string },
  notice: PartyNotice,
): Promise<void> {
  const fullName = (person: RequestParty) => `${person.firstName} ${person.lastName}`;
  const person = notice.to === 'client' ? parties.client : parties.designer;
  await queueWhatsappText(executor, {
    to: person.phone,
    summary: notice.summary,
    template: notice.template,
    text: fillMessage(notice.message, {
      name: person.firstName,
      ...(notice.to === 'client'
        ? { designer: fullName(parties.designer) }
        : { client: fullName(parties.client) }),
      hashid: request.hashid,
      url: request.url,
      ...notice.values,
    }),
  });
}

export function retryDelayMs(attemptsSoFar: number): number {
  return Math.min(BASE_RETRY_MS * 2 ** attemptsSoFar, MAX_RETRY_MS);
}

/** Sends every due message once; returns how many were delivered. */
export async function dispatchDueMessages(
  db: Database,
  transports: NotificationTransports,
  now: () => Date = () => new Date(),
  batchSize = 20,
): Promise<number> {
  const claimed = await claimDueMessages(db, now(), batchSize, SEND_LEASE_MS);
  let delivered = 0;
  for (const message of claimed) {
    try {
      let transport = DEMO_MAILBOX_TRANSPORT;
      if (message.channel === 'email' && transports.mailer) {
        await transports.mailer.send({
          to: message.recipient,
          subject: message.subject,
          text: message.bodyText,
          html: message.bodyHtml,
        });
        transport = 'smtp';
      } else if (message.channel === 'whatsapp' && transports.whatsapp && message.template) {
        await transports.whatsapp.send({ to: message.recipient, template: message.template });
        transport = 'whatsapp';
      }
      await markMessageSent(db, message.id, transport, now());
      delivered += 1;
    } catch (error) {
      const attempts = message.attempts + 1;
      const next =
        attempts >= MAX_ATTEMPTS ? null : new Date(now().getTime() + retryDelayMs(attempts));
      await markMessageFailed(db, message.id, String(error), next);
    }
  }
  return delivered;
}

export async function listMailbox(db: Database, limit = 200): Promise<MailboxEntry[]> {
  const rows = await listRecentMessages(db, limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.bodyText,
    html: row.bodyHtml,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Runs the dispatcher every `intervalMs` until stopped; never overlaps itself. */
export function startDispatcher(
  db: Database,
  transports: NotificationTransports,
  onError: (error: unknown) => void,
  intervalMs = 1000,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = dispatchDueMessages(db, transports)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
