import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { passwordResetTokens } from '../../db/schema/users.js';

/** Issues a reset token; earlier unused tokens of the same user stop working. */
export async function replaceResetToken(
  executor: Database,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
  now: Date,
) {
  await executor
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await executor.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/** The token's row when it is unused and not expired; locked when inside a transaction. */
export async function findUsableResetToken(
  executor: Database,
  tokenHash: string,
  now: Date,
  lock = false,
) {
  const query = executor
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function markResetTokenUsed(executor: Database, id: number, now: Date) {
  await executor
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(eq(passwordResetTokens.id, id));
}
