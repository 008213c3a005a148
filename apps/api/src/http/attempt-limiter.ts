/**
 * Counts failures per key in a sliding window (failed logins per account). In memory on one
 * process; in Redis when REDIS_URL is set, so every API process sees the same count.
 */
import type { Redis } from 'ioredis';

export interface AttemptLimiter {
  /** Failures recorded for the key within the window. */
  count(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function memoryAttemptLimiter(windowMs: number, now = () => Date.now()): AttemptLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const threshold = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((time) => time > threshold);
    if (kept.length > 0) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };
  return {
    count: (key) => Promise.resolve(recent(key).length),
    recordFailure: (key) => {
      failures.set(key, [...recent(key), now()]);
      return Promise.resolve();
    },
    reset: (key) => {
      failures.delete(key);
      return Promise.resolve();
    },
  };
}

export function redisAttemptLimiter(redis: Redis, windowMs: number): AttemptLimiter {
  const redisKey = (key: string) => `attempts:${key}`;
  return {
    async count(key) {
      const threshold = Date.now() - windowMs;
      await redis.zremrangebyscore(redisKey(key), 0, threshold);
      return redis.zcard(redisKey(key));
    },
    async recordFailure(key) {
      const time = Date.now();
      await redis
        .multi()
        .zadd(redisKey(key), time, `${time}-${Math.random()}`)
        .pexpire(redisKey(key), windowMs)
        .exec();
    },
    async reset(key) {
      await redis.del(redisKey(key));
    },
  };
}
