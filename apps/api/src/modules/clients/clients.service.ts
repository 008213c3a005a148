/**
 * Clients: self-registration, 'Mi cuenta' and the remodellings shown in the public header's
 * modal.
 */
import { ROLE } from '@hogarte/shared/roles';
import type { ClientRegistrationInput } from '@hogarte/shared/schemas/auth';
import type { ClientAccountInput } from '@hogarte/shared/schemas/people';
import type { SessionResponse } from '@hogarte/shared/contracts/session';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { cityLabel, requireCity } from '../lookups/cities.js';
import {
  accountDetails,
  assertContactsAvailable,
  createUser,
  issueSession,
  updateAccount,
} from '../users/users.service.js';
import { listClientRemodelings } from './clients.repository.js';

export async function registerClient(
  ctx: AppContext,
  input: ClientRegistrationInput,
): Promise<SessionResponse> {
  const city = requireCity({ id: input.city_id, label: input.city_name });
  await assertContactsAvailable(ctx, input);
  const user = await inTransaction(ctx.db, (tx) =>
    createUser(tx, {
      roleId: ROLE.client,
      email: input.email,
      phone: input.phone,
      cedula: input.cedula,
      firstName: input.first_name,
      lastName: input.last_name,
      password: input.password,
      referredFromId: input.referred_from_id ?? null,
      cityCode: city.id,
      cityName: cityLabel(city),
      streetAddress: input.street_address,
      isApproved: true,
    }),
  );
  return issueSession(ctx, user);
}

export async function clientRemodelings(ctx: AppContext, actor: Actor) {
  const rows = await listClientRemodelings(ctx.db, actor.id);
  return rows.map((row) => ({
    hashid: row.hashid,
    created_at: row.createdAt.toISOString(),
    designer_rating: row.designerRating,
    // Both names come from the joined designer: present together, or no designer.
    designer:
      row.designerFirstName && row.designerLastName !== null
        ? {
            first_name: row.designerFirstName,
            last_name: row.designerLastName,
            avatar: row.designerAvatarKey ? ctx.storage.publicUrl(row.designerAvatarKey) : null,
          }
        : null,
  }));
}

export function clientAccount(ctx: AppContext, actor: Actor) {
  return accountDetails(ctx, actor.id);
}

/** The email is the sign-in name and stays read-only here; phone and cedula must be free. */
export async function updateClientAccount(
  ctx: AppContext,
  actor: Actor,
  input: ClientAccountInput,
) {
  await updateAccount(ctx, actor.id, {
    firstName: input.first_name,
    lastName: input.last_name,
    cedula: input.cedula,
    phone: input.phone,
  });
  return accountDetails(ctx, actor.id);
}
