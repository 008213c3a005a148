import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** Presential consultancy: receipts, the deposit, the designs payment and quote payments (helper B). */
export function presentialPaymentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
