/**
 * A professional's own profile and settings (spec part 1 §2 designer settings, §3, §5): the
 * designer profile, its avatar, the editable data of `PATCH /v1/users` and the bank account of
 * designers and suppliers.
 */
import type { BankAccount, DesignerProfile } from '@hogarte/shared/contracts/people';
import { PROFESSIONS } from '@hogarte/shared/lookups';
import { fillMessage, MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import type { BankAccountInput, ProfileUpdate } from '@hogarte/shared/schemas/people';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { fieldError, forbidden, notFound } from '../../http/errors.js';
import type { IncomingFile } from '../../http/uploads.js';
import { ownFiles, replaceOwnFile } from '../files/files.service.js';
import { cityLabel, requireCity } from '../lookups/cities.js';
import { queueEmail } from '../notifications/notifications.service.js';
import {
  findAccountDetails,
  findBankAccount,
  findDesignerProfile,
  updateUser,
  upsertBankAccount,
  upsertDesignerDetails,
  type UserChanges,
} from './users.repository.js';
import {
  asDuplicateUserError,
  assertContactsFreeFor,
  verifyCurrentPassword,
} from './users.service.js';

/**
 * The account of a designer or supplier, or null. The holder cannot be chosen: it is the
 * designer's full name or the supplier's company name.
 */
export async function bankAccountOf(ctx: AppContext, userId: number): Promise<BankAccount | null> {
  const row = await findBankAccount(ctx.db, userId);
  if (!row) return null;
  const personName = `${row.firstName} ${row.lastName}`.trim();
  return {
    bank_name: row.bankName,
    account_holder_name:
      row.roleId === ROLE.supplier && row.companyName ? row.companyName : personName,
    account_number: row.accountNumber,
    is_savings_account: row.isSavingsAccount,
  };
}

export async function saveBankAccount(
  ctx: AppContext,
  actor: Actor,
  input: BankAccountInput,
): Promise<{ bank: BankAccount }> {
  await upsertBankAccount(ctx.db, {
    userId: actor.id,
    bankName: input.bank_name,
    accountNumber: input.account_number,
    isSavingsAccount: input.is_savings_account,
  });
  const bank = await bankAccountOf(ctx, actor.id);
  if (!bank) throw notFound();
  return { bank };
}

const INSTAGRAM_PREFIX = 'https://instagram.com/';

/** The form edits the user name; the profile keeps the full link (part 1 §3). */
function instagramLink(user: string): string | null {
  const name = user.replace(/^https?:\/\/(www\.)?instagram\.com\//i, '').replace(/\/+$/, '');
  return name ? `${INSTAGRAM_PREFIX}${name}` : null;
}

/** The rating average with one decimal; 0 while nobody has rated. */
function averageRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

export async function designerProfile(ctx: AppContext, actor: Actor): Promise<DesignerProfile> {
  const row = await findDesignerProfile(ctx.db, actor.id);
  if (!row) throw notFound();
  const [portfolio, bank] = await Promise.all([
    ownFiles(ctx, actor.id, 'portfolio'),
    bankAccountOf(ctx, actor.id),
  ]);
  const ratingCount = row.ratingCount ?? 0;
  return {
    uuid: row.uuid,
    first_name: row.firstName,
    last_name: row.lastName,
    average_rating: averageRating(row.ratingSum ?? 0, ratingCount),
    number_of_ratings: ratingCount,
    email: row.email,
    phone: row.phone,
    address: row.streetAddress,
    city: row.cityName,
    city_id: row.cityCode,
    bio: row.bio,
    socials: { instagram: row.instagram },
    is_active: row.isActive,
    is_public: row.isPublic,
    portfolio,
    bank,
    avatar: row.avatarKey ? ctx.storage.publicUrl(row.avatarKey) : null,
    university_name: row.universityName,
    graduation_year: row.graduationYear,
    cedula: row.cedula,
    profession: PROFESSIONS.find((item) => item.id === row.professionId)?.name ?? null,
  };
}

export async function changeDesignerAvatar(
  ctx: AppContext,
  actor: Actor,
  file: IncomingFile | null,
): Promise<{ url: string }> {
  if (!file) throw fieldError(400, 'FILE_MISSING', 'avatar', MESSAGES.avatarRequired);
  const stored = await replaceOwnFile(ctx, actor.id, 'avatar', file, 'avatar');
  return { url: stored.url ?? '' };
}

/**
 * A sign-in email that `input` changes, with what the notice to the old address needs, or
 * undefined when it changes none (the form sends the email back unchanged). Only a designer's
 * settings edit the email (part 1 §5); a client's is read-only (part 2 §2.6) and no other role's
 * screen offers it (decision 017). The current password must come with the change.
 */
async function emailChange(ctx: AppContext, actor: Actor, input: ProfileUpdate) {
  const email = input.user?.email;
  if (email === undefined) return undefined;
  const account = await findAccountDetails(ctx.db, actor.id);
  if (!account) throw notFound();
  if (email === account.email.toLowerCase()) return undefined;
  if (actor.roleId !== ROLE.designer) {
    throw fieldError(422, 'EMAIL_READ_ONLY', 'user.email', MESSAGES.emailReadOnly);
  }
  if (!input.currentPassword) {
    throw fieldError(
      400,
      'CURRENT_PASSWORD_REQUIRED',
      'currentPassword',
      MESSAGES.currentPasswordRequired,
    );
  }
  await verifyCurrentPassword(ctx, actor.id, input.currentPassword);
  return { email, previous: account.email, firstName: account.firstName };
}

/**
 * `PATCH /v1/users`: contact, address and, for designers, bio, Instagram and the public switch.
 * Only a designer with a current membership (is_active) may change whether the profile shows.
 * A changed email is told to the old address, which may be its rightful owner's.
 */
export async function updateOwnProfile(ctx: AppContext, actor: Actor, input: ProfileUpdate) {
  const isDesigner = actor.roleId === ROLE.designer;
  const changes: UserChanges = {};
  const changedEmail = await emailChange(ctx, actor, input);

  const isPublic = input.user?.is_public;
  if (isPublic !== undefined) {
    if (!isDesigner) throw forbidden();
    const account = await findAccountDetails(ctx.db, actor.id);
    if (!account) throw notFound();
    if (!account.isActive) {
      throw fieldError(400, 'MEMBERSHIP_EXPIRED', 'user.is_public', MESSAGES.membershipExpired);
    }
    changes.isPublic = isPublic;
  }

  const cityId = input.address?.city_id;
  if (cityId || input.city_name) {
    const city = requireCity({ id: cityId, label: input.city_name });
    changes.cityCode = city.id;
    changes.cityName = cityLabel(city);
  }
  if (input.address?.street_address !== undefined) {
    changes.streetAddress = input.address.street_address;
  }
  if (changedEmail) changes.email = changedEmail.email;
  if (input.user?.phone !== undefined) changes.phone = input.user.phone;

  const designerChanges: { bio?: string; instagram?: string | null } = {};
  if (isDesigner) {
    if (input.designer?.bio !== undefined) designerChanges.bio = input.designer.bio;
    if (input.socials?.instagram !== undefined) {
      designerChanges.instagram = instagramLink(input.socials.instagram);
    }
  }

  await assertContactsFreeFor(ctx, actor.id, { email: changes.email, phone: changes.phone });
  try {
    await inTransaction(ctx.db, async (tx) => {
      await updateUser(tx, actor.id, changes);
      await upsertDesignerDetails(tx, actor.id, designerChanges);
      if (changedEmail) {
        await queueEmail(tx, {
          to: changedEmail.previous,
          subject: MESSAGES.emailChangedSubject,
          text: fillMessage(MESSAGES.emailChangedText, {
            name: changedEmail.firstName,
            product: ctx.config.brand.productName,
            email: changedEmail.email,
            phone: ctx.config.brand.supportPhone,
          }),
        });
      }
    });
  } catch (error) {
    throw asDuplicateUserError(error);
  }
  return isDesigner ? designerProfile(ctx, actor) : { success: true as const };
}
