/** Sales advisers created through the supplier's own call, for the API tests. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '@hogarte/shared/limits';
import type { AppContext } from '../context.js';
import { salespersonProfiles, users } from '../db/schema/users.js';
import { PASSWORD, bearer, login, registrationBody, type TestUser } from './fixtures.js';
import { formOf, pdf, png, type UploadPart } from './applications.js';

/** The 'Crear nuevo Asesor' fields; each call gets fresh contact data. */
export function adviserFields(overrides: Record<string, string> = {}): Record<string, string> {
  const { email, phone, cedula } = registrationBody();
  return {
    first_name: 'Daniela',
    last_name: 'Ruiz Montoya',
    cedula,
    email,
    phone,
    city_name: 'Medellín, Antioquia',
    city_id: '05001',
    professional_profile: 'Diseñadora de interiores, asesora en revestimientos',
    instagram_account: '@daniela.acabados',
    video_presentation_url: 'https://www.youtube.com/watch?v=abc123',
    password: PASSWORD,
    ...overrides,
  };
}

export const adviserFiles = (): Record<string, UploadPart[]> => ({
  avatar: [png('daniela.png')],
  professionalDiploma: [pdf('diploma.pdf')],
  portfolio: [png('cocina.png'), png('baño.png')],
});

export function createAdviserRequest(
  app: FastifyInstance,
  supplier: TestUser,
  fields: Record<string, string> = adviserFields(),
  files: Record<string, UploadPart[]> = adviserFiles(),
  supplierUuid = supplier.uuid,
) {
  return app.inject({
    method: 'POST',
    url: `/v2/salespeople/salesperson/${supplierUuid}`,
    headers: bearer(supplier),
    payload: formOf(fields, files),
  });
}

export interface TestAdviser {
  uuid: string;
  email: string;
  /** A session of the adviser itself. */
  token: string;
}

/**
 * An adviser of `supplier`, created as the supplier's form creates it and then, unless told
 * otherwise, approved (advisers start unapproved); signed in once.
 */
export async function createTestAdviser(
  app: FastifyInstance,
  supplier: TestUser,
  overrides: Record<string, string> = {},
  approve = true,
): Promise<TestAdviser> {
  const fields = adviserFields(overrides);
  const created = await createAdviserRequest(app, supplier, fields);
  if (created.statusCode !== 201) throw new Error(`adviser not created: ${created.body}`);
  const uuid = created.json<{ salesperson_id: string }>().salesperson_id;
  if (approve) {
    await app.inject({
      method: 'PATCH',
      url: `/v2/suppliers/salesperson/approve/${uuid}`,
      headers: bearer(supplier),
      payload: { is_approved: true },
    });
  }
  const session = await login(app, fields.email ?? '');
  return { uuid, email: fields.email ?? '', token: session.json<{ token: string }>().token };
}

/** The adviser's stored online status. */
export async function onlineStatusOf(ctx: AppContext, uuid: string) {
  const [row] = await ctx.db
    .select({ status: salespersonProfiles.onlineStatus })
    .from(salespersonProfiles)
    .innerJoin(users, eq(users.id, salespersonProfiles.userId))
    .where(eq(users.uuid, uuid));
  return row?.status;
}

/** Waits past the time a closed socket's user has to reconnect before it counts as gone. */
export function pastTheGrace() {
  return new Promise((resolve) => setTimeout(resolve, LIMITS.lastSocketGraceMs + 500));
}
