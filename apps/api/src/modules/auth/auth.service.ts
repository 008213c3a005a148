/**
 * Signing in and recovering a password. Login failures are counted per account; reset links are
 * random, stored hashed, single-use and valid for one hour.
 */
import { createHash, randomBytes } from 'node:crypto';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import type { LoginInput } from '@hogarte/shared/schemas/auth';
import type { SessionResponse } from '@hogarte/shared/contracts/session';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { admitAttempt } from '../../http/attempt-limiter.js';
import { AppError } from '../../http/errors.js';
import { queueEmail } from '../notifications/notifications.service.js';
import { hashPassword, passwordMatches } from '../users/passwords.js';
import { findAccount, findCredentials, issueSession, setPassword } from '../users/users.service.js';
import { findUsableResetToken, markResetTokenUsed, replaceResetToken } from './auth.repository.js';
import { escapeHtml } from '../../html.js';

/** Verified against when the email is unknown, so both answers take the same time. */
const unknownUserHash = hashPassword('placeholder-for-unknown-accounts');

/**
 * Guessing is stopped without handing an attacker the account: too many failures from one
 * address lock that address out of the account; too many from everywhere lock the account only
 * for addresses that never signed in to it, so its owner keeps getting in (decision 018).
 */
export async function login(
  ctx: AppContext,
  input: LoginInput,
  address: string,
): Promise<SessionResponse> {
  const accountKey = `login:${input.email}`;
  const addressKey = `login:${input.email}:${address}`;
  const knownKey = `login-known:${input.email}:${address}`;
  const { attempts } = ctx;
  const window = LIMITS.loginWindowMs;
  const allowed = LIMITS.loginFailuresAllowed;
  // Counted before the password is checked, so parallel guesses cannot all slip under the limit.
  const [fromAddress, onAccount] = await Promise.all([
    attempts.record(addressKey, window),
    attempts.record(accountKey, window),
  ]);
  const takeBack = () => Promise.all([fromAddress.forget(), onAccount.forget()]);
  const guessedHere = fromAddress.count > allowed;
  const underAttack =
    !guessedHere && onAccount.count > allowed && !(await attempts.remembers(knownKey));
  if (guessedHere || underAttack) {
    await takeBack();
    throw new AppError(429, 'TOO_MANY_ATTEMPTS', MESSAGES.tooManyAttempts);
  }
  const account = await findCredentials(ctx, input.email);
  const matches = await passwordMatches(
    account?.passwordHash ?? (await unknownUserHash),
    input.password,
  );
  if (!account || !matches) {
    throw new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.loginFailed);
  }
  // Earlier failures on the account stay: the owner signing in must not reopen the door to a
  // guesser elsewhere.
  await takeBack();
  await Promise.all([
    attempts.reset(addressKey),
    attempts.remember(knownKey, LIMITS.loginKnownAddressMs),
  ]);
  return issueSession(ctx, account);
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function resetEmail(productName: string, firstName: string, link: string) {
  const text = [
    `Hola ${firstName},`,
    '',
    `Recibimos una solicitud para restablecer tu contraseña de ${productName}.`,
    `Abre este enlace para crear una nueva: ${link}`,
    '',
    MESSAGES.resetLinkReminder + '.',
    'Si no solicitaste el cambio, puedes ignorar este correo.',
  ].join('\n');
  const html = `<p>Hola ${escapeHtml(firstName)},</p>
<p>Recibimos una solicitud para restablecer tu contraseña de ${escapeHtml(productName)}.</p>
<p><a href="${link}">Crear una nueva contraseña</a></p>
<p>${MESSAGES.resetLinkReminder}.</p>
<p>Si no solicitaste el cambio, puedes ignorar este correo.</p>`;
  return { subject: `Recupera tu contraseña de ${productName}`, text, html };
}

/** Same answer whether or not the email belongs to an account. */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
): Promise<{ message: string }> {
  const account = await findCredentials(ctx, email);
  // Past the per-account allowance nothing more is sent, and the answer stays the same, so an
  // attacker can neither flood someone's inbox nor learn whether the address has an account.
  const sending =
    account &&
    (await admitAttempt(
      ctx.attempts,
      `password-reset:${email}`,
      LIMITS.passwordResetEmailWindowMs,
      LIMITS.passwordResetEmailsAllowed,
    ));
  if (account && sending) {
    const user = await findAccount(ctx, account.id);
    const token = randomBytes(32).toString('base64url');
    const now = ctx.now();
    const link = `${ctx.config.publicUrl}/password-reset/${token}`;
    await inTransaction(ctx.db, async (tx) => {
      await replaceResetToken(
        tx,
        account.id,
        hashToken(token),
        new Date(now.getTime() + LIMITS.passwordResetTtlMs),
        now,
      );
      await queueEmail(tx, {
        to: email,
        ...resetEmail(ctx.config.brand.productName, user?.firstName ?? '', link),
      });
    });
  }
  return { message: MESSAGES.resetLinkReminder };
}

function expiredLink() {
  return new AppError(410, 'RESET_LINK_EXPIRED', MESSAGES.resetLinkExpired);
}

export async function checkResetToken(ctx: AppContext, token: string) {
  const row = await findUsableResetToken(ctx.db, hashToken(token), ctx.now());
  if (!row) throw expiredLink();
  return { success: true as const };
}

export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const account = await inTransaction(ctx.db, async (tx) => {
    const now = ctx.now();
    const row = await findUsableResetToken(tx, hashToken(token), now, true);
    if (!row) throw expiredLink();
    const changed = await setPassword(tx, row.userId, password);
    await markResetTokenUsed(tx, row.id, now);
    return changed;
  });
  // Older sessions are refused here from the next call on; other processes hear it from the database.
  ctx.sessions.forget(account.uuid);
  return { success: true as const, message: MESSAGES.allSet };
}
