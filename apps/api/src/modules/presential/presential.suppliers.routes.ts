import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** Presential consultancy: the suppliers' quotes, tracking links, receipts and billing PDF (helper C). */
export function presentialSuppliersRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
