import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { listMailbox } from './notifications.service.js';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * A browser on the machine that runs the demo. A request relayed by a proxy on that machine
 * carries forwarding headers: it comes from elsewhere, whatever its socket says.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const relayed = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return LOOPBACK.test(request.ip) && relayed === undefined;
}

/**
 * The demo mailbox: every email and WhatsApp message the product sent, reset links included.
 * Demo mode only, and only for the person running the demo (on this machine) or an admin.
 */
export function demoMailboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/v1/dev/mailbox',
    {
      onRequest: app.identify,
      schema: { tags: ['demo'], summary: 'Messages delivered to the demo mailbox (demo mode)' },
    },
    async (request) => {
      if (!fromThisMachine(request) && request.actor?.roleId !== ROLE.admin) {
        throw new AppError(403, 'DEMO_MAILBOX_LOCAL_ONLY', MESSAGES.demoMailboxLocalOnly);
      }
      return { items: await listMailbox(ctx.db) };
    },
  );
}
