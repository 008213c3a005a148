import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** Presential consultancy: the request, approval, the consultancy page, steps, designs and quotes (helper A). */
export function presentialRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
