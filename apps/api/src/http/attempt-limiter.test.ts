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
    it('counts attempts per key with the new one included, takes one back, resets, and forgets them after the window', async () => {
      const limiter = make();
      const key = `test:${randomBytes(4).toString('hex')}`;
      const other = `${key}:other`;
      expect((await limiter.record(key, windowMs)).count).toBe(1);
      const second = await limiter.record(key, windowMs);
      expect(second.count).toBe(2);
      await second.forget();
      expect((await limiter.record(key, windowMs)).count).toBe(2);
      expect((await limiter.record(other, windowMs)).count).toBe(1);
      await limiter.reset(key);
      expect((await limiter.record(key, windowMs)).count).toBe(1);
      await waitPastWindow();
      expect((await limiter.record(other, windowMs)).count).toBe(1);
    });

    it('gives racing attempts distinct counts, so only the allowed number pass', async () => {
      const limiter = make();
      const key = `race:${randomBytes(4).toString('hex')}`;
      const attempts = await Promise.all(
        Array.from({ length: 25 }, () => limiter.record(key, windowMs)),
      );
      expect(attempts.map((attempt) => attempt.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 25 }, (_, index) => index + 1),
      );
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

describe('memory limiter without Redis', () => {
  it('sweeps expired keys and marks, so a flood of made-up emails does not grow it forever', async () => {
    let time = 0;
    const limiter = memoryAttemptLimiter(() => time);
    for (let index = 0; index < 1500; index += 1) {
      await limiter.record(`login:nadie${index}@prueba.co`, 1000);
      await limiter.remember(`known:${index}`, 1000);
    }
    expect(limiter.size()).toBeGreaterThan(2000);
    time += 1001;
    for (let index = 0; index < 1000; index += 1) await limiter.record('login:ana@prueba.co', 1000);
    expect(limiter.size()).toBe(1);
  });
});

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
