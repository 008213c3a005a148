/**
 * Accounts: the session view of a user, duplicate checks, creating a user and changing a
 * password. Other modules reach users only through these functions.
 */
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import type { ChangePasswordInput, UserCheckInput } from '@hogarte/shared/schemas/auth';
import type { AppContext } from '../../context.js';
import { isUniqueViolation, uniqueViolationConstraint, type Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, type FieldError, fieldError, notFound } from '../../http/errors.js';
import type { Actor } from '../../http/auth.js';
import { signSessionToken } from '../../http/tokens.js';
import { hashPassword, passwordMatches } from './passwords.js';
import {
  findCredentialsByEmail,
  findCredentialsById,
  findExistingContacts,
  findSessionRecord,
  findSessionView,
  insertUser,
  replacePassword,
  type NewUser,
} from './users.repository.js';

export interface SessionUser {
  uuid: string;
  role_id: RoleId;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  avatar: string | null;
  hasBankInfo: boolean;
  is_approved: boolean | null;
  company_name: string | null;
  company_logo: string | null;
  online_status: 'online' | 'away' | 'offline' | null;
}

export interface SessionResponse {
  token: string;
  user: SessionUser;
}

function onlineStatus(value: string | null): SessionUser['online_status'] {
  if (value === null) return null;
  return value === 'online' || value === 'away' ? value : 'offline';
}

export async function sessionUser(ctx: AppContext, userId: number): Promise<SessionUser> {
  const row = await findSessionView(ctx.db, userId);
  if (!row) throw notFound();
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

export function loadSessionRecord(ctx: AppContext, uuid: string) {
  return findSessionRecord(ctx.db, uuid);
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
    if (!isUniqueViolation(error)) throw error;
    const constraint = uniqueViolationConstraint(error) ?? '';
    const field = constraint.includes('phone')
      ? 'phone'
      : constraint.includes('cedula')
        ? 'cedula'
        : 'email';
    throw fieldError(409, 'DUPLICATE_USER', field, DUPLICATE_MESSAGES[field]);
  }
}

/** Sets a new password, revoking older tokens, inside the caller's transaction. */
export async function setPassword(executor: Database, userId: number, password: string) {
  return replacePassword(executor, userId, await hashPassword(password));
}

export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  input: ChangePasswordInput,
): Promise<{ message: string; token: string }> {
  const account = await findCredentialsById(ctx.db, actor.id);
  if (!account) throw notFound();
  if (!(await passwordMatches(account.passwordHash, input.currentPassword))) {
    throw fieldError(400, 'WRONG_PASSWORD', 'currentPassword', MESSAGES.currentPasswordWrong);
  }
  const updated = await inTransaction(ctx.db, (tx) => setPassword(tx, actor.id, input.newPassword));
  const session = await issueSession(ctx, { id: actor.id, ...updated });
  return { message: MESSAGES.passwordUpdated, token: session.token };
}
