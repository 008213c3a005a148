/**
 * What the session guards check on every signed-in call (http/auth.ts: token version, role,
 * approval), the signed-in user as `GET /v1/users/profile` shows it, and a buyer's cart lines,
 * kept in memory instead of read from the database each time.
 *
 * A copy is trusted only while this process hears every change: the database announces each one
 * on `SESSION_CHANNEL` when the changing transaction commits (migration 0012), whichever code
 * made it, and every process drops its copy then. Until the channel listens, and whenever its
 * connection drops, nothing is kept and every call reads the database, as it did without a cache.
 * What this process changes itself (a password, an application's decision, an adviser removed)
 * drops its copy at once as well, so an old token is refused here from its very next call, before
 * the announcement comes back over PostgreSQL's connection; other processes refuse it when the
 * announcement reaches them, milliseconds after the commit. Likewise every change a user makes
 * drops that user's view and cart before the answer leaves (app.ts), so their next read shows it.
 */
import { setBounded } from '../../bounded-map.js';
import type { DatabaseHandle, StopListening } from '../../db/client.js';
import type { SessionUser } from '@hogarte/shared/contracts/session';
import type { SessionRecord } from '../../http/auth.js';

/**
 * The channel the triggers announce changes on: the user's uuid when anything kept of them may
 * have changed, `cart:<uuid>` when only their cart did (migration 0014).
 */
const SESSION_CHANNEL = 'session_changed';
const CART_CHANGED = 'cart:';

/** Enough for every user active at once; the oldest copy leaves first. */
const KEPT_SESSIONS = 20_000;

/** A line of a buyer's cart: the product and how many; the products themselves are kept apart. */
export interface CartLine {
  productId: number;
  quantity: number;
}

/** What is kept of one user: read separately, each only when first asked for. */
interface KeptUser {
  record?: SessionRecord;
  view?: SessionUser;
  /** Oldest line first, as the buyer added them. */
  cart?: readonly CartLine[];
}

type Part<K extends keyof KeptUser> = NonNullable<KeptUser[K]>;

export class SessionCache {
  private readonly users = new Map<string, KeptUser>();
  /** Bumped on every change heard: a copy read before it is not kept after it. */
  private generation = 0;
  private listening = false;

  constructor(
    private readonly load: (uuid: string) => Promise<SessionRecord | null>,
    private readonly capacity = KEPT_SESSIONS,
  ) {}

  /** The user's record, from memory when this process has heard of every change since it read it. */
  record(uuid: string): Promise<SessionRecord | null> {
    return this.kept(uuid, 'record', () => this.load(uuid));
  }

  /** The signed-in user as the browser sees it, kept under the same rules as the record. */
  view(uuid: string, load: () => Promise<SessionUser | null>): Promise<SessionUser | null> {
    return this.kept(uuid, 'view', load);
  }

  /** A buyer's cart lines (migration 0014 announces their changes), kept under the same rules. */
  async cart(uuid: string, load: () => Promise<readonly CartLine[]>): Promise<readonly CartLine[]> {
    return (await this.kept(uuid, 'cart', load)) ?? [];
  }

  private async kept<K extends keyof KeptUser>(
    uuid: string,
    part: K,
    load: () => Promise<Part<K> | null>,
  ): Promise<Part<K> | null> {
    const kept = this.users.get(uuid)?.[part];
    if (kept !== undefined) return kept;
    const generation = this.generation;
    const value = await load();
    // An unknown user is not kept: an account being created is not announced.
    if (value && this.listening && generation === this.generation) {
      const user = this.users.get(uuid);
      if (user) user[part] = value;
      else setBounded(this.users, uuid, { [part]: value }, this.capacity);
    }
    return value;
  }

  /** A payload of `SESSION_CHANNEL`. */
  heard(payload: string): void {
    if (payload.startsWith(CART_CHANGED)) {
      this.generation += 1;
      const user = this.users.get(payload.slice(CART_CHANGED.length));
      if (user) delete user.cart;
    } else {
      this.forget(payload);
    }
  }

  /** A change to this user's session was announced, or made here: everything of theirs goes. */
  forget(uuid: string): void {
    this.generation += 1;
    this.users.delete(uuid);
  }

  /**
   * The user changed something of their own (their data, a picture, their cart): their view and
   * cart are read again. Their record stays, as what it holds changes only where `forget` is called.
   */
  forgetOwnReads(uuid: string): void {
    this.generation += 1;
    const user = this.users.get(uuid);
    if (!user) return;
    delete user.view;
    delete user.cart;
  }

  /** The channel listens from now on: what changes after this is heard. */
  startTrusting(): void {
    this.listening = true;
  }

  /**
   * The channel's connection dropped (`listening` false: read the database until it is back) or
   * came back (true); anything kept may have changed unheard meanwhile.
   */
  heardGap(listening: boolean): void {
    this.listening = listening;
    this.generation += 1;
    this.users.clear();
  }
}

/**
 * Keeps `sessions` true to the database from now on: drops a user's copy when its change is
 * announced, everything when announcements may have been missed. Answers how to stop listening.
 */
export async function listenForSessionChanges(
  database: Pick<DatabaseHandle, 'listen'>,
  sessions: SessionCache,
): Promise<StopListening> {
  const stop = await database.listen(
    SESSION_CHANNEL,
    (payload) => sessions.heard(payload),
    (listening) => sessions.heardGap(listening),
  );
  sessions.startTrusting();
  return stop;
}
