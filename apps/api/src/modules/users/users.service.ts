/**
 * Accounts: the session view of a user, duplicate checks, creating a user and changing a
 * password. Other modules reach users only through these functions.
 */
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import type { SessionResponse, SessionUser } from '@hogarte/shared/contracts/session';
import type { ChangePasswordInput, UserCheckInput } from '@hogarte/shared/schemas/auth';
import type { AppContext } from '../../context.js';
import { isUniqueViolation, uniqueViolationConstraint, type Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { admitAttempt } from '../../http/attempt-limiter.js';
import { AppError, type FieldError, fieldError, notFound } from '../../http/errors.js';
import type { Actor } from '../../http/auth.js';
import { signSessionToken } from '../../http/tokens.js';
import { hashPassword, passwordMatches } from './passwords.js';
import { SessionCache } from './session-cache.js';
import {
  findAccountDetails,
  findContactsUsedByOthers,
  findCredentialsByEmail,
  findCredentialsById,
  findExistingContacts,
  findSessionRecord,
  findSessionView,
  insertUser,
  replacePassword,
  updateUser,
  type NewUser,
  type UserChanges,
} from './users.repository.js';

function onlineStatus(value: string | null): SessionUser['online_status'] {
  if (value === null) return null;
  return value === 'online' || value === 'away' ? value : 'offline';
}

export async function sessionUser(ctx: AppContext, userId: number): Promise<SessionUser> {
  const user = await readSessionUser(ctx, userId);
  if (!user) throw notFound();
  return user;
}

/**
 * `GET /v1/users/profile`, asked by every page a signed-in user opens: from memory while nothing
 * it shows has changed (session-cache.ts; the triggers of migration 0013 announce those changes).
 */
export async function signedInUser(ctx: AppContext, actor: Actor): Promise<SessionUser> {
  const user = await ctx.sessions.view(actor.uuid, () => readSessionUser(ctx, actor.id));
  if (!user) throw notFound();
  return user;
}

async function readSessionUser(ctx: AppContext, userId: number): Promise<SessionUser | null> {
  const row = await findSessionView(ctx.db, userId);
  if (!row) return null;
  return {
    uuid: row.uuid,
    role_id: row.roleId as RoleId,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    avatar: row.avatarKey ? ctx.storage.publicUrl(row.avatarKey) : null,
    hasBankInfo: row.hasBankInfo,
    is_approved: row.isApproved,
    company_name: row.companyName,
    company_logo: row.companyLogoKey ? ctx.storage.publicUrl(row.companyLogoKey) : null,
    online_status: row.roleId === ROLE.salesperson ? onlineStatus(row.onlineStatus) : null,
  };
}

export async function issueSession(
  ctx: AppContext,
  user: { id: number; uuid: string; roleId: number; tokenVersion: number },
): Promise<SessionResponse> {
  const token = await signSessionToken(ctx.tokenKey, {
    role_id: user.roleId as RoleId,
    uuid: user.uuid,
    tv: user.tokenVersion,
  });
  return { token, user: await sessionUser(ctx, user.id) };
}

/** The memory of session records the guards read (session-cache.ts), over this database. */
export function createSessionCache(db: Database): SessionCache {
  return new SessionCache((uuid) => findSessionRecord(db, uuid));
}

export function loadSessionRecord(ctx: AppContext, uuid: string) {
  return ctx.sessions.record(uuid);
}

/** This user may have changed their own data: their next profile or cart read goes to the database. */
export function forgetOwnReads(ctx: AppContext, uuid: string): void {
  ctx.sessions.forgetOwnReads(uuid);
}

export function findCredentials(ctx: AppContext, email: string) {
  return findCredentialsByEmail(ctx.db, email);
}

export function findAccount(ctx: AppContext, userId: number) {
  return findCredentialsById(ctx.db, userId);
}

const DUPLICATE_MESSAGES = {
  email: MESSAGES.emailTaken,
  phone: MESSAGES.phoneTaken,
  cedula: MESSAGES.cedulaTaken,
} as const;

/** Throws 409 naming every field already used by another account. */
export async function assertContactsAvailable(
  ctx: AppContext,
  contact: UserCheckInput,
): Promise<void> {
  const existing = await findExistingContacts(ctx.db, contact);
  const errors: FieldError[] = [];
  if (existing.some((row) => row.email === contact.email)) {
    errors.push({ field: 'email', message: DUPLICATE_MESSAGES.email });
  }
  if (existing.some((row) => row.phone === contact.phone)) {
    errors.push({ field: 'phone', message: DUPLICATE_MESSAGES.phone });
  }
  if (contact.cedula && existing.some((row) => row.cedula === contact.cedula)) {
    errors.push({ field: 'cedula', message: DUPLICATE_MESSAGES.cedula });
  }
  const [first] = errors;
  if (first) throw new AppError(409, 'DUPLICATE_USER', first.message, errors);
}

/** 409 naming every field of a changed contact that another account already uses. */
export async function assertContactsFreeFor(
  ctx: AppContext,
  userId: number,
  contact: { email?: string | undefined; phone?: string | undefined; cedula?: string | undefined },
): Promise<void> {
  const existing = await findContactsUsedByOthers(ctx.db, userId, contact);
  const errors: FieldError[] = [];
  for (const field of ['email', 'phone', 'cedula'] as const) {
    const value = contact[field];
    if (value && existing.some((row) => row[field] === value)) {
      errors.push({ field, message: DUPLICATE_MESSAGES[field] });
    }
  }
  const [first] = errors;
  if (first) throw new AppError(409, 'DUPLICATE_USER', first.message, errors);
}

/**
 * The 409 a unique violation on users stands for (two requests racing for one email, phone or
 * cedula), or the error itself when it is something else.
 */
export function asDuplicateUserError(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  const constraint = uniqueViolationConstraint(error) ?? '';
  const field = constraint.includes('phone')
    ? 'phone'
    : constraint.includes('cedula')
      ? 'cedula'
      : 'email';
  return fieldError(409, 'DUPLICATE_USER', field, DUPLICATE_MESSAGES[field]);
}

/**
 * Inserts a user with a hashed password inside the caller's transaction. A unique violation
 * (two sign-ups racing for one email) becomes the same 409 the pre-check gives.
 */
export async function createUser(
  executor: Database,
  values: Omit<NewUser, 'passwordHash'> & { password: string },
) {
  const { password, ...rest } = values;
  try {
    return await insertUser(executor, { ...rest, passwordHash: await hashPassword(password) });
  } catch (error) {
    throw asDuplicateUserError(error);
  }
}

/** Name, cedula and contact of an account, as 'Mi cuenta' shows them. */
export async function accountDetails(ctx: AppContext, userId: number) {
  const row = await findAccountDetails(ctx.db, userId);
  if (!row) throw notFound();
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    cedula: row.cedula,
    phone: row.phone,
    email: row.email,
  };
}

/** Changes an account's own data; a changed email, phone or cedula must be free. */
export async function updateAccount(
  ctx: AppContext,
  userId: number,
  changes: Pick<UserChanges, 'firstName' | 'lastName' | 'email' | 'phone' | 'cedula'>,
): Promise<void> {
  await assertContactsFreeFor(ctx, userId, {
    email: changes.email,
    phone: changes.phone,
    cedula: changes.cedula ?? undefined,
  });
  try {
    await updateUser(ctx.db, userId, changes);
  } catch (error) {
    throw asDuplicateUserError(error);
  }
}

/** Sets a new password, revoking older tokens, inside the caller's transaction. */
export async function setPassword(executor: Database, userId: number, password: string) {
  return replacePassword(executor, userId, await hashPassword(password));
}

/**
 * 400 on the currentPassword field unless `password` is the account's current one. Asked before a
 * password or a sign-in email changes: a session alone (a borrowed device, a stolen token) must
 * not be enough to take the account over.
 */
export async function verifyCurrentPassword(
  ctx: AppContext,
  userId: number,
  password: string,
): Promise<void> {
  // Guessed like a login: a stolen session gets the login's allowance of tries, not unlimited.
  const attempt = await admitAttempt(
    ctx.attempts,
    `current-password:${userId}`,
    LIMITS.loginWindowMs,
    LIMITS.loginFailuresAllowed,
  );
  if (!attempt) throw new AppError(429, 'TOO_MANY_ATTEMPTS', MESSAGES.tooManyAttempts);
  const account = await findCredentialsById(ctx.db, userId);
  if (!account) throw notFound();
  if (!(await passwordMatches(account.passwordHash, password))) {
    throw fieldError(400, 'WRONG_PASSWORD', 'currentPassword', MESSAGES.currentPasswordWrong);
  }
  await attempt.forget();
}

export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  input: ChangePasswordInput,
): Promise<{ message: string; token: string }> {
  await verifyCurrentPassword(ctx, actor.id, input.currentPassword);
  const updated = await inTransaction(ctx.db, (tx) => setPassword(tx, actor.id, input.newPassword));
  // Refused here from the next call on; other processes hear it from the database.
  ctx.sessions.forget(actor.uuid);
  const session = await issueSession(ctx, { id: actor.id, ...updated });
  return { message: MESSAGES.passwordUpdated, token: session.token };
}
