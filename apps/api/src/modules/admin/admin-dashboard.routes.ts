import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDashboardSchema } from '@hogarte/shared/contracts/admin-dashboard';
import { ROLE } from '@hogarte/shared/roles';
import type { AppContext } from '../../context.js';
import { adminDashboard } from './admin-dashboard.service.js';

/** The admin's landing page: one call for the whole overview. */
export function adminDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/v1/admin/dashboard',
    {
      onRequest: app.requireRole(ROLE.admin),
      schema: {
        tags: ['admin'],
        summary:
          'Pending approvals, paid shop sales today, this month and per day for 30 days (Bogotá), supplier parts not yet paid out, and sheets and consultancies by stage',
        response: { 200: adminDashboardSchema },
      },
    },
    () => adminDashboard(ctx),
  );
}
