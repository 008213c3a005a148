import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BANKS, documentTypeId } from '@hogarte/shared/lookups';
import { ROLE } from '@hogarte/shared/roles';
import type { SessionUser } from '@hogarte/shared/contracts/session';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.js';
import { storedFiles } from '../../db/schema/files.js';
import { bankAccounts, supplierProfiles, users } from '../../db/schema/users.js';
import { createRealtimeHub } from '../../realtime/hub.js';
import type { SessionRecord } from '../../http/auth.js';
import { PASSWORD, bearer, createTestUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { listenForSessionChanges, SessionCache } from './session-cache.js';
import { findSessionRecord } from './users.repository.js';
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

  it("keeps the user's view beside the record; forgets both on a change, the view alone on the user's own", async () => {
    const { cache } = cacheOver({ value: record(1) });
    cache.startTrusting();
    const view = { first_name: 'Ana' } as SessionUser;
    const views = { count: 0 };
    const readView = () => {
      views.count += 1;
      return Promise.resolve(view);
    };
    await cache.record('a');
    expect(await cache.view('a', readView)).toBe(view);
    expect(await cache.view('a', readView)).toBe(view);
    expect(views.count).toBe(1);
    cache.forget('a');
    await cache.view('a', readView);
    expect(views.count).toBe(2);
    // The user's own change: the view is read again, the record is not.
    const reads = { count: 0 };
    const own = new SessionCache(() => {
      reads.count += 1;
      return Promise.resolve(record(1));
    });
    own.startTrusting();
    await own.record('b');
    await own.view('b', readView);
    own.forgetOwnReads('b');
    await own.record('b');
    await own.view('b', readView);
    expect({ records: reads.count, views: views.count }).toEqual({ records: 1, views: 4 });
  });

  it("drops a buyer's cart alone when only their cart is announced as changed", async () => {
    const { cache, reads } = cacheOver({ value: record(1) });
    cache.startTrusting();
    const carts = { count: 0 };
    const readCart = () => {
      carts.count += 1;
      return Promise.resolve([{ productId: 3, quantity: 1 }]);
    };
    await cache.record('a');
    await cache.cart('a', readCart);
    cache.heard('cart:a');
    await cache.record('a');
    await cache.cart('a', readCart);
    cache.heard('a');
    await cache.record('a');
    await cache.cart('a', readCart);
    expect({ records: reads.count, carts: carts.count }).toEqual({ records: 2, carts: 3 });
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

/** A second process's memory that counts how often it reads a profile from the database. */
class CountingSessions extends SessionCache {
  viewReads = 0;
  override view(uuid: string, load: () => Promise<SessionUser | null>) {
    return super.view(uuid, () => {
      this.viewReads += 1;
      return load();
    });
  }
}

describe('the profile kept in memory', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  async function otherProcess(sessions: SessionCache) {
    const app = await buildApp(
      { ...harness.ctx, sessions, realtime: createRealtimeHub() },
      { webDistDir: null, logger: false },
    );
    await app.ready();
    return app;
  }

  const profileOf = async (app: TestApp['app'], user: { token: string }) => {
    const response = await app.inject({
      method: 'GET',
      url: '/v1/users/profile',
      headers: bearer(user),
    });
    expect(response.statusCode).toBe(200);
    return response.json<SessionUser>();
  };

  const eventually = (check: () => Promise<void>) =>
    vi.waitFor(check, { timeout: 2000, interval: 5 });

  it('reads it once, then shows every change announced, whoever writes it', async () => {
    const sessions = new CountingSessions((uuid) => findSessionRecord(harness.handle.db, uuid));
    const stopHearing = await listenForSessionChanges(harness.handle, sessions);
    const other = await otherProcess(sessions);
    try {
      const supplier = await createTestUser(harness.app, harness.ctx, ROLE.supplier);
      await profileOf(other, supplier);
      await profileOf(other, supplier);
      expect(sessions.viewReads).toBe(1);

      // Each change written straight to the database, as another process or a person would.
      const db = harness.ctx.db;
      await db.update(users).set({ firstName: 'Renombrada' }).where(eq(users.id, supplier.id));
      await eventually(async () =>
        expect((await profileOf(other, supplier)).first_name).toBe('Renombrada'),
      );
      await db.insert(bankAccounts).values({
        userId: supplier.id,
        bankName: BANKS[0],
        accountNumber: '123456789',
        isSavingsAccount: true,
      });
      await eventually(async () =>
        expect((await profileOf(other, supplier)).hasBankInfo).toBe(true),
      );
      await db
        .update(supplierProfiles)
        .set({ companyName: 'Cerámicas Renovadas' })
        .where(eq(supplierProfiles.userId, supplier.id));
      await eventually(async () =>
        expect((await profileOf(other, supplier)).company_name).toBe('Cerámicas Renovadas'),
      );
      const picture = (typeKey: 'avatar' | 'companyLogo', storageKey: string) => ({
        ownerUserId: supplier.id,
        documentTypeId: documentTypeId(typeKey),
        storageKey,
        fileName: `${storageKey}.webp`,
        mimeType: 'image/webp',
        sizeBytes: 10,
        isPrivate: false,
      });
      await db.insert(storedFiles).values(picture('avatar', `avatar-${supplier.id}`));
      await eventually(async () =>
        expect((await profileOf(other, supplier)).avatar).toContain(`avatar-${supplier.id}`),
      );
      await db.insert(storedFiles).values(picture('companyLogo', `logo-${supplier.id}`));
      await eventually(async () =>
        expect((await profileOf(other, supplier)).company_logo).toContain(`logo-${supplier.id}`),
      );
    } finally {
      await other.close();
      await stopHearing();
    }
  });

  it("shows a user's own change in their very next read, before any announcement", async () => {
    // This memory trusts itself but hears nothing: only the user's own call can drop the copy.
    const sessions = new CountingSessions((uuid) => findSessionRecord(harness.handle.db, uuid));
    sessions.startTrusting();
    const other = await otherProcess(sessions);
    try {
      const client = await createTestUser(harness.app, harness.ctx, ROLE.client);
      await profileOf(other, client);
      const phone = `31${String(client.id).padStart(8, '7')}`;
      const changed = await other.inject({
        method: 'PATCH',
        url: '/v1/users',
        headers: bearer(client),
        payload: { user: { phone } },
      });
      expect(changed.statusCode).toBe(200);
      expect((await profileOf(other, client)).phone).toBe(phone);
    } finally {
      await other.close();
    }
  });
});
