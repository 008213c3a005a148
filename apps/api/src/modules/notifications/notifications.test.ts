import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/notifications.js';
import { inTransaction } from '../../db/transaction.js';
import type { Mailer, OutgoingEmail } from '../../integrations/mail/smtp-mailer.js';
import type { OutgoingWhatsapp } from '../../integrations/whatsapp/cloud-api.js';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { bearer, createTestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  DEMO_MAILBOX_TRANSPORT,
  dispatchDueMessages,
  queueEmail,
  queueWhatsapp,
  retryDelayMs,
} from './notifications.service.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

let sequence = 0;
function nextRecipient() {
  sequence += 1;
  return `destinatario${sequence}@prueba.co`;
}

async function messagesTo(recipient: string) {
  return harness.ctx.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient));
}

/** A moment safely after every message queued so far (the database stamps them). */
function momentAfterQueueing(): Date {
  return new Date(Date.now() + 5_000);
}

const noTransports = { mailer: undefined, whatsapp: undefined };

describe('queueEmail', () => {
  it('writes nothing when the surrounding transaction rolls back', async () => {
    const to = nextRecipient();
    await expect(
      inTransaction(harness.ctx.db, async (tx) => {
        await queueEmail(tx, { to, subject: 'Hola', text: 'Texto' });
        expect(
          await tx.select().from(outboxMessages).where(eq(outboxMessages.recipient, to)),
        ).toHaveLength(1);
        throw new Error('la operación falló');
      }),
    ).rejects.toThrow('la operación falló');
    expect(await messagesTo(to)).toEqual([]);
  });

  it('keeps the message when the transaction commits', async () => {
    const to = nextRecipient();
    await inTransaction(harness.ctx.db, (tx) =>
      queueEmail(tx, { to, subject: 'Hola', text: 'Texto' }),
    );
    expect(await messagesTo(to)).toMatchObject([
      { channel: 'email', subject: 'Hola', bodyText: 'Texto', status: 'pending', attempts: 0 },
    ]);
  });
});

describe('dispatchDueMessages', () => {
  it('delivers to the demo mailbox when no transport is configured', async () => {
    const email = nextRecipient();
    await queueEmail(harness.ctx.db, { to: email, subject: 'Bienvenida', text: 'Hola' });
    await queueWhatsapp(harness.ctx.db, {
      to: '3001234567',
      summary: 'Recordatorio',
      text: 'Tu asesoría es mañana',
      template: { name: 'recordatorio', parameters: ['Camila'] },
    });
    const at = momentAfterQueueing();
    expect(
      await dispatchDueMessages(harness.ctx.db, noTransports, () => at),
    ).toBeGreaterThanOrEqual(2);

    expect(await messagesTo(email)).toMatchObject([
      { status: 'sent', transport: DEMO_MAILBOX_TRANSPORT, attempts: 1, sentAt: at },
    ]);
    expect(await messagesTo('3001234567')).toMatchObject([
      { channel: 'whatsapp', status: 'sent', transport: 'mailbox' },
    ]);
    expect(await dispatchDueMessages(harness.ctx.db, noTransports, () => at)).toBe(0);
  });

  it('keeps a message pending and retries later when the mailer fails', async () => {
    const to = nextRecipient();
    await queueEmail(harness.ctx.db, { to, subject: 'Factura', text: 'Adjunta' });
    const at = momentAfterQueueing();
    const failing: Mailer = {
      send: () => Promise.reject(new Error('SMTP caído')),
    };
    const delivered = await dispatchDueMessages(
      harness.ctx.db,
      { mailer: failing, whatsapp: undefined },
      () => at,
    );
    expect(delivered).toBe(0);

    const [row] = await messagesTo(to);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, transport: null, sentAt: null });
    expect(row?.lastError).toContain('SMTP caído');
    expect(row?.nextAttemptAt.getTime()).toBe(at.getTime() + retryDelayMs(1));
    expect(retryDelayMs(1)).toBe(60_000);

    const sent: OutgoingEmail[] = [];
    const working: Mailer = {
      send: (email) => {
        sent.push(email);
        return Promise.resolve();
      },
    };
    const tooEarly = new Date(at.getTime() + retryDelayMs(1) - 1_000);
    await dispatchDueMessages(
      harness.ctx.db,
      { mailer: working, whatsapp: undefined },
      () => tooEarly,
    );
    expect(sent.filter((email) => email.to === to)).toEqual([]);

    const later = new Date(at.getTime() + retryDelayMs(1));
    await dispatchDueMessages(
      harness.ctx.db,
      { mailer: working, whatsapp: undefined },
      () => later,
    );
    expect(sent.filter((email) => email.to === to)).toHaveLength(1);
    expect(await messagesTo(to)).toMatchObject([
      { status: 'sent', transport: 'smtp', attempts: 2 },
    ]);
  });

  it('sends through the mailer and WhatsApp sender when they are configured', async () => {
    const to = nextRecipient();
    await queueEmail(harness.ctx.db, {
      to,
      subject: 'Tu pedido',
      text: 'Gracias por tu compra',
      html: '<p>Gracias por tu compra</p>',
    });
    await queueWhatsapp(harness.ctx.db, {
      to: '3109876543',
      summary: 'Pedido',
      text: 'Gracias',
      template: { name: 'pedido_confirmado', parameters: ['123'] },
    });
    const emails: OutgoingEmail[] = [];
    const whatsapps: OutgoingWhatsapp[] = [];
    const at = momentAfterQueueing();
    await dispatchDueMessages(
      harness.ctx.db,
      {
        mailer: { send: (email) => Promise.resolve(void emails.push(email)) },
        whatsapp: { send: (message) => Promise.resolve(void whatsapps.push(message)) },
      },
      () => at,
    );

    expect(emails.filter((email) => email.to === to)).toEqual([
      {
        to,
        subject: 'Tu pedido',
        text: 'Gracias por tu compra',
        html: '<p>Gracias por tu compra</p>',
      },
    ]);
    expect(whatsapps).toContainEqual({
      to: '3109876543',
      template: { name: 'pedido_confirmado', parameters: ['123'] },
    });
    expect(await messagesTo(to)).toMatchObject([
      { status: 'sent', transport: 'smtp', attempts: 1 },
    ]);
    expect(await messagesTo('3109876543')).toMatchObject([
      { status: 'sent', transport: 'whatsapp' },
    ]);
  });

  it('gives up after eight failed attempts', async () => {
    const to = nextRecipient();
    await queueEmail(harness.ctx.db, { to, subject: 'Intentos', text: 'x' });
    const failing: Mailer = { send: () => Promise.reject(new Error('rechazado')) };
    let at = momentAfterQueueing();
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      const moment = at;
      await dispatchDueMessages(
        harness.ctx.db,
        { mailer: failing, whatsapp: undefined },
        () => moment,
      );
      at = new Date(at.getTime() + 7 * 60 * 60 * 1000);
    }
    expect(await messagesTo(to)).toMatchObject([{ status: 'failed', attempts: 8 }]);
  });
});

describe('GET /v1/dev/mailbox', () => {
  it('lists delivered messages in demo mode', async () => {
    const to = nextRecipient();
    await queueEmail(harness.ctx.db, { to, subject: 'Para el buzón', text: 'Contenido' });
    await dispatchDueMessages(harness.ctx.db, noTransports, momentAfterQueueing);
    const response = await harness.app.inject({ method: 'GET', url: '/v1/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    const items = response.json<{ items: { to: string }[] }>().items;
    expect(items.find((item) => item.to === to)).toEqual({
      id: expect.any(Number),
      channel: 'email',
      to,
      subject: 'Para el buzón',
      text: 'Contenido',
      html: null,
      status: 'sent',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('opens only on the machine running the demo, or to an admin', async () => {
    const to = nextRecipient();
    await queueEmail(harness.ctx.db, { to, subject: 'Tu enlace', text: 'Secreto' });
    await dispatchDueMessages(harness.ctx.db, noTransports, momentAfterQueueing);
    const outside = '203.0.113.9';
    const mailbox = (headers: Record<string, string>, remoteAddress = outside) =>
      harness.app.inject({ method: 'GET', url: '/v1/dev/mailbox', headers, remoteAddress });

    const outsider = await mailbox({});
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toEqual({
      statusCode: 403,
      code: 'DEMO_MAILBOX_LOCAL_ONLY',
      message: MESSAGES.demoMailboxLocalOnly,
    });
    expect(outsider.body).not.toContain('Secreto');
    // A proxy on this machine relays other people's requests: its loopback socket is no proof…
    expect((await mailbox({ 'x-forwarded-for': outside }, '127.0.0.1')).statusCode).toBe(403);
    const spoofed = { 'x-forwarded-for': `127.0.0.1, ${outside}` };
    expect((await mailbox(spoofed, '127.0.0.1')).statusCode).toBe(403);
    // …while the web dev server relaying the developer's own browser is local all the way.
    const devServer = { 'x-forwarded-for': '::ffff:127.0.0.1' };
    expect((await mailbox(devServer, '127.0.0.1')).statusCode).toBe(200);
    const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
    expect((await mailbox(bearer(client))).statusCode).toBe(403);
    const admin = await createTestUser(harness.app, harness.ctx, ROLE.admin);
    const remoteAdmin = await mailbox(bearer(admin));
    expect(remoteAdmin.statusCode).toBe(200);
    expect(remoteAdmin.body).toContain('Secreto');
  });

  it('does not exist outside demo mode', async () => {
    const production = await createTestApp({ DEMO_MODE: 'false', JWT_SECRET: 'x'.repeat(40) });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/v1/dev/mailbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND' });
    } finally {
      await production.close();
    }
  });
});
