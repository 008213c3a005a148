import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  memoryAttemptLimiter,
  redisAttemptLimiter,
  type AttemptLimiter,
} from './attempt-limiter.js';

function behavesAsASlidingWindow(
  name: string,
  make: () => AttemptLimiter,
  windowMs: number,
  waitPastWindow: () => Promise<void>,
) {
  describe(name, () => {
    it('counts attempts per key, resets them, and forgets them after the window', async () => {
      const limiter = make();
      const key = `test:${randomBytes(4).toString('hex')}`;
      const other = `${key}:other`;
      await limiter.record(key, windowMs);
      await limiter.record(key, windowMs);
      await limiter.record(other, windowMs);
      expect(await limiter.count(key, windowMs)).toBe(2);
      expect(await limiter.count(other, windowMs)).toBe(1);
      await limiter.reset(key);
      expect(await limiter.count(key, windowMs)).toBe(0);
      await waitPastWindow();
      expect(await limiter.count(other, windowMs)).toBe(0);
    });

    it('remembers a mark until its time runs out', async () => {
      const limiter = make();
      const key = `mark:${randomBytes(4).toString('hex')}`;
      expect(await limiter.remembers(key)).toBe(false);
      await limiter.remember(key, windowMs);
      expect(await limiter.remembers(key)).toBe(true);
      await waitPastWindow();
      expect(await limiter.remembers(key)).toBe(false);
    });
  });
}

let clock = 0;
behavesAsASlidingWindow(
  'memory limiter',
  () => memoryAttemptLimiter(() => clock),
  1000,
  () => {
    clock += 1001;
    return Promise.resolve();
  },
);

// Shared counters across API processes: exercised against the machine's Redis when configured.
const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(() => redis?.disconnect());
describe.runIf(redis)('with REDIS_URL', () => {
  behavesAsASlidingWindow(
    'redis limiter',
    () => redisAttemptLimiter(redis as Redis),
    300,
    () => new Promise((resolve) => setTimeout(resolve, 350)),
  );
});
