import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { listMailbox } from './notifications.service.js';

/** The demo mailbox: every email and WhatsApp message the product sent. Demo mode only. */
export function demoMailboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/v1/dev/mailbox',
    { schema: { tags: ['demo'], summary: 'Messages delivered to the demo mailbox (demo mode)' } },
    async () => ({ items: await listMailbox(ctx.db) }),
  );
}
