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
  waitPastWindow: () => Promise<void>,
) {
  describe(name, () => {
    it('counts failures per key, resets them, and forgets them after the window', async () => {
      const limiter = make();
      const key = `test:${randomBytes(4).toString('hex')}`;
      const other = `${key}:other`;
      await limiter.recordFailure(key);
      await limiter.recordFailure(key);
      await limiter.recordFailure(other);
      expect(await limiter.count(key)).toBe(2);
      expect(await limiter.count(other)).toBe(1);
      await limiter.reset(key);
      expect(await limiter.count(key)).toBe(0);
      await waitPastWindow();
      expect(await limiter.count(other)).toBe(0);
    });
  });
}

let clock = 0;
behavesAsASlidingWindow(
  'memory limiter',
  () => memoryAttemptLimiter(1000, () => clock),
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
    () => redisAttemptLimiter(redis as Redis, 300),
    () => new Promise((resolve) => setTimeout(resolve, 350)),
  );
});
