import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productsImportedSchema } from '@hogarte/shared/contracts/catalogue';
import { ROLE } from '@hogarte/shared/roles';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { readMultipartForm } from '../../http/uploads.js';
import {
  EXCEL_FIELD,
  MAX_IMPORT_ROWS,
  XLSX_MIME,
  importProducts,
  productTemplate,
} from './product-import.service.js';

const TEMPLATE_FILE_NAME = 'plantilla-productos.xlsx';

/** The admin's product spreadsheet: the template to fill in, and its upload. */
export function productImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireRole(ROLE.admin);

  routes.get(
    '/v2/admin/products/excel/template',
    {
      onRequest: admin,
      schema: {
        tags: ['catalogue'],
        summary:
          'The .xlsx template: one column per product field, dropdowns for the lists, instructions and an example',
        produces: [XLSX_MIME],
      },
    },
    async (_request, reply) => {
      const content = await productTemplate();
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', `attachment; filename="${TEMPLATE_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(content);
    },
  );

  routes.post(
    '/v2/admin/products/excel',
    {
      onRequest: admin,
      schema: {
        tags: ['catalogue'],
        summary: `Load up to ${MAX_IMPORT_ROWS} products from the filled template (multipart \`excel\`): all rows or none; 400 lists every row's problems`,
        consumes: ['multipart/form-data'],
        response: { 201: productsImportedSchema },
      },
    },
    // A plain reply: besides its contract's 201 (the service's type) the upload answers its own
    // 400 listing every row's problems, which no error handler shapes and no contract declares.
    async (request, reply: FastifyReply) => {
      const form = await readMultipartForm(request);
      const outcome = await importProducts(
        ctx,
        actorOf(request),
        form.files[EXCEL_FIELD]?.[0] ?? null,
      );
      return reply.status(outcome.ok ? 201 : 400).send(outcome.body);
    },
  );
}
