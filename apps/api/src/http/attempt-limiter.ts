/**
 * Counts attempts per key in a sliding window (failed logins, reset emails) and remembers marks
 * for a while (addresses that signed in to an account). In memory on one process; in Redis when
 * REDIS_URL is set, so every API process sees the same numbers.
 */
import type { Redis } from 'ioredis';

export interface AttemptLimiter {
  /** Attempts recorded for the key within the last `windowMs`. */
  count(key: string, windowMs: number): Promise<number>;
  record(key: string, windowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
  /** Keeps a mark on the key for `ttlMs`. */
  remember(key: string, ttlMs: number): Promise<void>;
  remembers(key: string): Promise<boolean>;
}

export function memoryAttemptLimiter(now = () => Date.now()): AttemptLimiter {
  const attempts = new Map<string, number[]>();
  const marks = new Map<string, number>();
  const recent = (key: string, windowMs: number) => {
    const threshold = now() - windowMs;
    const kept = (attempts.get(key) ?? []).filter((time) => time > threshold);
    if (kept.length > 0) attempts.set(key, kept);
    else attempts.delete(key);
    return kept;
  };
  return {
    count: (key, windowMs) => Promise.resolve(recent(key, windowMs).length),
    record: (key, windowMs) => {
      attempts.set(key, [...recent(key, windowMs), now()]);
      return Promise.resolve();
    },
    reset: (key) => {
      attempts.delete(key);
      return Promise.resolve();
    },
    remember: (key, ttlMs) => {
      marks.set(key, now() + ttlMs);
      return Promise.resolve();
    },
    remembers: (key) => {
      const expires = marks.get(key);
      if (expires !== undefined && expires <= now()) marks.delete(key);
      return Promise.resolve(expires !== undefined && expires > now());
    },
  };
}

export function redisAttemptLimiter(redis: Redis): AttemptLimiter {
  const attemptsKey = (key: string) => `attempts:${key}`;
  const markKey = (key: string) => `mark:${key}`;
  return {
    async count(key, windowMs) {
      await redis.zremrangebyscore(attemptsKey(key), 0, Date.now() - windowMs);
      return redis.zcard(attemptsKey(key));
    },
    async record(key, windowMs) {
      const time = Date.now();
      await redis
        .multi()
        .zadd(attemptsKey(key), time, `${time}-${Math.random()}`)
        .pexpire(attemptsKey(key), windowMs)
        .exec();
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
