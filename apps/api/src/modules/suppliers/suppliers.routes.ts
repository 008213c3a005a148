import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '@hogarte/shared/contracts/common';
import {
  enviaKeySetSchema,
  enviaKeyStateSchema,
  storageAddressSchema,
  storageAddressesSchema,
  supplierProfileSchema,
  wompiKeyStateSchema,
} from '@hogarte/shared/contracts/suppliers';
import { ROLE } from '@hogarte/shared/roles';
import {
  enviaKeySchema,
  warehouseAddressSchema,
  wompiKeySchema,
} from '@hogarte/shared/schemas/people';
import { idParams } from '@hogarte/shared/schemas/params';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../http/auth.js';
import { readMultipartForm } from '../../http/uploads.js';
import {
  addStorageAddress,
  applyAsSupplier,
  deleteAddress,
  enviaKey,
  setEnviaKey,
  setWompiKey,
  storageAddresses,
  supplierProfile,
  wompiKey,
} from './suppliers.service.js';

/** The same allowance as a client registration: one address, 20 sign-ups a minute. */
const APPLICATION_RATE = { max: 20, timeWindow: '1 minute' };

export function suppliersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Warehouses and payment keys serve sales, which wait for the admins' approval.
  const approvedSupplier = app.requireApproved(ROLE.supplier);

  routes.post(
    '/v2/suppliers',
    {
      config: { rateLimit: APPLICATION_RATE },
      schema: {
        tags: ['suppliers'],
        summary:
          'Apply as a supplier (multipart: the fields of both steps, `rut`, and `chamberOfCommerce` when taxable)',
        consumes: ['multipart/form-data'],
        response: { 201: messageSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await applyAsSupplier(ctx, await readMultipartForm(request))),
  );

  routes.get(
    '/v1/suppliers/profile',
    {
      // A pending supplier sees its own application too.
      onRequest: app.requireRole(ROLE.supplier),
      schema: {
        tags: ['suppliers'],
        summary: 'My company as registered, bank account and logo',
        response: { 200: supplierProfileSchema },
      },
    },
    (request) => supplierProfile(ctx, actorOf(request)),
  );

  routes.get(
    '/v2/suppliers/storage-address',
    {
      onRequest: approvedSupplier,
      schema: {
        tags: ['suppliers'],
        summary: 'My warehouses, oldest first',
        response: { 200: storageAddressesSchema },
      },
    },
    (request) => storageAddresses(ctx, actorOf(request)),
  );

  routes.post(
    '/v2/suppliers/storage-address',
    {
      onRequest: approvedSupplier,
      schema: {
        tags: ['suppliers'],
        summary: 'Add a warehouse (at most 3)',
        body: warehouseAddressSchema,
        response: { 201: storageAddressSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addStorageAddress(ctx, actorOf(request), request.body)),
  );

  routes.delete(
    '/v2/users/addresses/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Delete one of my addresses (a warehouse or a delivery address)',
        params: idParams,
        response: { 200: messageSchema },
      },
    },
    (request) => deleteAddress(ctx, actorOf(request), request.params.id),
  );

  routes.get(
    '/v2/suppliers/wompi-key',
    {
      onRequest: approvedSupplier,
      schema: {
        tags: ['suppliers'],
        summary: "My storefront's Wompi public key",
        response: { 200: wompiKeyStateSchema },
      },
    },
    (request) => wompiKey(ctx, actorOf(request)),
  );

  routes.patch(
    '/v2/suppliers/wompi-key',
    {
      onRequest: approvedSupplier,
      schema: {
        tags: ['suppliers'],
        summary: 'Set my Wompi public key',
        body: wompiKeySchema,
        response: { 200: wompiKeyStateSchema },
      },
    },
    (request) => setWompiKey(ctx, actorOf(request), request.body.wompiKey),
  );

  routes.get(
    '/v2/suppliers/envia-key',
    {
      onRequest: approvedSupplier,
      schema: {
        tags: ['suppliers'],
        summary: 'Whether my Envia key is set, masked',
        response: { 200: enviaKeyStateSchema },
      },
    },
    (request) => enviaKey(ctx, actorOf(request)),
  );

  routes.patch(
    '/v2/suppliers/envia-key',
    {
      onRequest: approvedSupplier,
      schema: {
        tags: ['suppliers'],
        summary: 'Set my Envia API key',
        body: enviaKeySchema,
        response: { 200: enviaKeySetSchema },
      },
    },
    (request) => setEnviaKey(ctx, actorOf(request), request.body.enviaKey),
  );
}
