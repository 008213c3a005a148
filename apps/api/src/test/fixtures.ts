/** Users and requests the API tests share. */
import type { FastifyInstance } from 'fastify';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import type { AppContext } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import { createUser } from '../modules/users/users.service.js';
import { insertSupplierProfile } from '../modules/users/users.repository.js';

export const PASSWORD = 'Clave123!';
let sequence = 0;

export interface TestUser {
  id: number;
  uuid: string;
  email: string;
  phone: string;
  roleId: RoleId;
  token: string;
}

function nextContact() {
  sequence += 1;
  const suffix = String(sequence).padStart(4, '0');
  return {
    email: `persona${suffix}@prueba.co`,
    phone: `300000${suffix}`,
    cedula: `10000${suffix}`,
  };
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD) {
  return app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
}

export async function createTestUser(
  app: FastifyInstance,
  ctx: AppContext,
  roleId: RoleId = ROLE.client,
  overrides: Partial<{
    email: string;
    phone: string;
    cedula: string;
    password: string;
    companyName: string;
  }> = {},
): Promise<TestUser> {
  const contact = { ...nextContact(), ...overrides };
  const password = overrides.password ?? PASSWORD;
  const created = await inTransaction(ctx.db, async (tx) => {
    const user = await createUser(tx, {
      roleId,
      email: contact.email,
      phone: contact.phone,
      cedula: contact.cedula,
      firstName: 'Prueba',
      lastName: `Usuario ${sequence}`,
      password,
      isApproved: true,
    });
    // Every real supplier has its company: storefronts and catalogues join on it.
    if (roleId === ROLE.supplier) {
      await insertSupplierProfile(tx, {
        userId: user.id,
        companyName: overrides.companyName ?? `Empresa Prueba ${sequence}`,
        nit: String(900_000_000 + sequence),
        companyPhone: contact.phone,
        companyEmail: contact.email,
      });
    }
    return user;
  });
  // Each made-up user logs in from its own address, as real people do: tests that create many
  // users stay clear of the per-address login rate limit.
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: contact.email, password },
    remoteAddress: `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
  });
  const { token } = response.json<{ token: string }>();
  return {
    id: created.id,
    uuid: created.uuid,
    email: contact.email,
    phone: contact.phone,
    roleId,
    token,
  };
}

export function bearer(user: { token: string }) {
  return { authorization: `Bearer ${user.token}` };
}

/** A valid client registration body; each call gets fresh contact data. */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  const contact = nextContact();
  return {
    first_name: 'Camila',
    last_name: 'Restrepo',
    email: contact.email,
    phone: contact.phone,
    cedula: contact.cedula,
    city_name: 'Medellín, Antioquia',
    city_id: '05001',
    street_address: 'Calle 10 # 35-20',
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    referred_from_id: 1,
    ...overrides,
  };
}
