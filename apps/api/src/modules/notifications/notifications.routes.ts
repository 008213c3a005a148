import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailboxSchema } from '@hogarte/shared/contracts/messages';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { isLoopback } from '../../http/loopback.js';
import { listMailbox } from './notifications.service.js';

/**
 * A browser on the machine that runs the demo: a loopback peer, and when a proxy relayed the
 * request (the web dev server, nginx on the same host) every address it names is loopback too.
 * A remote visitor's address is appended by the proxy, so it cannot pass for local.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'];
  const relayedFor = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  return request.headers.forwarded === undefined && [request.ip, ...relayedFor].every(isLoopback);
}

/**
 * The demo mailbox: every email and WhatsApp message the product sent, reset links included.
 * Demo mode only, and only for the person running the demo (on this machine) or an admin.
 */
export function demoMailboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/dev/mailbox',
    {
      onRequest: app.identify,
      schema: {
        tags: ['demo'],
        summary: 'Messages delivered to the demo mailbox (demo mode)',
        response: { 200: mailboxSchema },
      },
    },
    async (request) => {
      if (!fromThisMachine(request) && request.actor?.roleId !== ROLE.admin) {
        throw new AppError(403, 'DEMO_MAILBOX_LOCAL_ONLY', MESSAGES.demoMailboxLocalOnly);
      }
      return { items: await listMailbox(ctx.db) };
    },
  );
}
