import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@hogarte/shared/roles';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.js';
import { users } from '../../db/schema/users.js';
import { createRealtimeHub } from '../../realtime/hub.js';
import type { SessionRecord } from '../../http/auth.js';
import { PASSWORD, bearer, createTestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { listenForSessionChanges, SessionCache } from './session-cache.js';
import { createSessionCache } from './users.service.js';

const record = (tokenVersion: number): SessionRecord => ({
  id: 7,
  roleId: ROLE.client,
  tokenVersion,
  isApproved: null,
});

/** A cache over a database that answers `current` and counts how often it is asked. */
function cacheOver(current: { value: SessionRecord | null }, capacity?: number) {
  const reads = { count: 0 };
  const cache = new SessionCache((uuid) => {
    reads.count += 1;
    return Promise.resolve(uuid === 'gone' ? null : current.value);
  }, capacity);
  return { cache, reads };
}

describe('SessionCache', () => {
  it('reads the database every time until its channel listens', async () => {
    const { cache, reads } = cacheOver({ value: record(1) });
    await cache.record('a');
    await cache.record('a');
    expect(reads.count).toBe(2);
    cache.startTrusting();
    await cache.record('a');
    await cache.record('a');
    expect(reads.count).toBe(3);
  });

  it('reads again once a change is announced, and never keeps an unknown user', async () => {
    const current = { value: record(1) as SessionRecord | null };
    const { cache, reads } = cacheOver(current);
    cache.startTrusting();
    expect(await cache.record('a')).toEqual(record(1));
    current.value = record(2);
    cache.forget('a');
    expect(await cache.record('a')).toEqual(record(2));
    await cache.record('gone');
    await cache.record('gone');
    expect(reads.count).toBe(4);
  });

  it('does not keep a record read before a change announced while it was read', async () => {
    const current = { value: record(1) };
    const { cache, reads } = cacheOver(current);
    cache.startTrusting();
    const reading = cache.record('a');
    cache.forget('a');
    await reading;
    current.value = record(2);
    expect(await cache.record('a')).toEqual(record(2));
    expect(reads.count).toBe(2);
  });

  it('forgets everything and keeps nothing while its channel is down', async () => {
    const { cache, reads } = cacheOver({ value: record(1) });
    cache.startTrusting();
    await cache.record('a');
    cache.heardGap(false);
    await cache.record('a');
    await cache.record('a');
    expect(reads.count).toBe(3);
    cache.heardGap(true);
    await cache.record('a');
    await cache.record('a');
    expect(reads.count).toBe(4);
  });

  it('lets the oldest record go beyond its capacity', async () => {
    const { cache, reads } = cacheOver({ value: record(1) }, 2);
    cache.startTrusting();
    for (const uuid of ['a', 'b', 'c']) await cache.record(uuid);
    await cache.record('c');
    await cache.record('b');
    expect(reads.count).toBe(3);
    await cache.record('a');
    expect(reads.count).toBe(4);
  });
});

describe('sessions kept in memory', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  const profile = (app: TestApp['app'], token: string) =>
    app.inject({ method: 'GET', url: '/v1/users/profile', headers: bearer({ token }) });

  it('refuses the old token at the very next call after a password change', async () => {
    const user = await createTestUser(harness.app, harness.ctx, ROLE.client);
    expect((await profile(harness.app, user.token)).statusCode).toBe(200);
    expect((await profile(harness.app, user.token)).statusCode).toBe(200);
    const changed = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/users/password',
      headers: bearer(user),
      payload: {
        currentPassword: PASSWORD,
        newPassword: 'OtraClave9!',
        confirmPassword: 'OtraClave9!',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await profile(harness.app, user.token)).statusCode).toBe(401);
    expect((await profile(harness.app, changed.json<{ token: string }>().token)).statusCode).toBe(
      200,
    );
  });

  it("another process's app refuses it as soon as the change is announced", async () => {
    // A second app on the same database with its own memory, as a second process has.
    const sessions = createSessionCache(harness.handle.db);
    const stopHearing = await listenForSessionChanges(harness.handle, sessions);
    const other = await buildApp(
      { ...harness.ctx, sessions, realtime: createRealtimeHub() },
      { webDistDir: null, logger: false },
    );
    await other.ready();
    try {
      const user = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
      expect((await profile(other, user.token)).statusCode).toBe(200);
      expect((await profile(other, user.token)).statusCode).toBe(200);
      const changed = await harness.app.inject({
        method: 'PATCH',
        url: '/v2/users/password',
        headers: bearer(user),
        payload: {
          currentPassword: PASSWORD,
          newPassword: 'OtraClave9!',
          confirmPassword: 'OtraClave9!',
        },
      });
      expect(changed.statusCode).toBe(200);
      // The announcement comes with the commit: at once on the embedded database, within
      // milliseconds over PostgreSQL's connection.
      await vi.waitFor(
        async () => expect((await profile(other, user.token)).statusCode).toBe(401),
        {
          timeout: 2000,
          interval: 5,
        },
      );

      // Any change to what the guards check is heard, whoever writes it: here a rejection.
      const rejected = await createTestUser(harness.app, harness.ctx, ROLE.designer);
      const approvedOnly = () =>
        other.inject({ method: 'GET', url: '/v1/quotes/products', headers: bearer(rejected) });
      await vi.waitFor(async () => expect((await approvedOnly()).statusCode).toBe(200), {
        timeout: 2000,
        interval: 5,
      });
      await harness.ctx.db
        .update(users)
        .set({ isApproved: false })
        .where(eq(users.id, rejected.id));
      await vi.waitFor(
        async () =>
          expect((await approvedOnly()).json()).toMatchObject({ code: 'APPROVAL_REQUIRED' }),
        { timeout: 2000, interval: 5 },
      );
    } finally {
      await other.close();
      await stopHearing();
    }
  });
});
