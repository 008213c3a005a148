/**
 * Counts attempts per key in a sliding window (failed logins, reset emails, current-password
 * checks) and remembers marks for a while (addresses that signed in to an account). In memory on
 * one process; in Redis when REDIS_URL is set, so every API process sees the same numbers.
 *
 * An attempt is recorded before the check it guards and the count includes it: requests racing
 * each other cannot all see room left. The caller takes it back (`forget`) when it should not
 * count — a success, or an attempt refused without being tried.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface RecordedAttempt {
  /** Attempts in the window, this one included. */
  count: number;
  forget(): Promise<void>;
}

export interface AttemptLimiter {
  record(key: string, windowMs: number): Promise<RecordedAttempt>;
  reset(key: string): Promise<void>;
  /** Keeps a mark on the key for `ttlMs`. */
  remember(key: string, ttlMs: number): Promise<void>;
  remembers(key: string): Promise<boolean>;
}

/**
 * One attempt within `allowed` per window: recorded, or taken back at once and answered null when
 * it is past the allowance, so refused attempts do not keep the window full.
 */
export async function admitAttempt(
  limiter: AttemptLimiter,
  key: string,
  windowMs: number,
  allowed: number,
): Promise<RecordedAttempt | null> {
  const attempt = await limiter.record(key, windowMs);
  if (attempt.count <= allowed) return attempt;
  await attempt.forget();
  return null;
}

/** How many writes between sweeps of expired keys, so memory stays bounded without Redis. */
const SWEEP_EVERY = 1000;

export function memoryAttemptLimiter(now = () => Date.now()): AttemptLimiter & {
  /** Keys and marks held, expired ones included until a sweep. */ size(): number;
} {
  const attempts = new Map<string, { windowMs: number; entries: { id: string; at: number }[] }>();
  const marks = new Map<string, number>();
  let writes = 0;
  const sweep = () => {
    const time = now();
    for (const [key, { windowMs, entries }] of attempts) {
      if (entries.every((entry) => entry.at <= time - windowMs)) attempts.delete(key);
    }
    for (const [key, expires] of marks) if (expires <= time) marks.delete(key);
  };
  const written = () => {
    writes += 1;
    if (writes % SWEEP_EVERY === 0) sweep();
  };
  return {
    record(key, windowMs) {
      written();
      const time = now();
      const entry = { id: randomUUID(), at: time };
      const entries = [
        ...(attempts.get(key)?.entries ?? []).filter((kept) => kept.at > time - windowMs),
        entry,
      ];
      attempts.set(key, { windowMs, entries });
      return Promise.resolve({
        count: entries.length,
        forget: () => {
          const current = attempts.get(key);
          if (current) current.entries = current.entries.filter((kept) => kept !== entry);
          return Promise.resolve();
        },
      });
    },
    reset: (key) => {
      attempts.delete(key);
      return Promise.resolve();
    },
    remember: (key, ttlMs) => {
      written();
      marks.set(key, now() + ttlMs);
      return Promise.resolve();
    },
    remembers: (key) => {
      const expires = marks.get(key);
      return Promise.resolve(expires !== undefined && expires > now());
    },
    size: () => attempts.size + marks.size,
  };
}

export function redisAttemptLimiter(redis: Redis): AttemptLimiter {
  const attemptsKey = (key: string) => `attempts:${key}`;
  const markKey = (key: string) => `mark:${key}`;
  return {
    async record(key, windowMs) {
      const time = Date.now();
      const member = `${time}-${randomUUID()}`;
      const results = await redis
        .multi()
        .zremrangebyscore(attemptsKey(key), 0, time - windowMs)
        .zadd(attemptsKey(key), time, member)
        .zcard(attemptsKey(key))
        .pexpire(attemptsKey(key), windowMs)
        .exec();
      const [, count] = results?.[2] ?? [];
      return {
        count: Number(count),
        forget: async () => {
          await redis.zrem(attemptsKey(key), member);
        },
      };
    },
    async reset(key) {
      await redis.del(attemptsKey(key));
    },
    async remember(key, ttlMs) {
      await redis.set(markKey(key), '1', 'PX', ttlMs);
    },
    async remembers(key) {
      return (await redis.exists(markKey(key))) === 1;
    },
  };
}
