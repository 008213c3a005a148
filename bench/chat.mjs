/**
 * Chat under load (docs/architecture.md §6: 1,000 sockets, 1 message a second each, delivery
 * p99 ≤ 50 ms): client and adviser pairs in sales consultancies, each pair's two sockets in their
 * conversation's room, each socket sending through the real REST call (`POST /v1/chat-message`,
 * multipart) once a second, one message in flight at a time. Prints the rate offered and
 * achieved, the delivery latency (send → `receive_message` on the other socket) p50/p99, the
 * messages lost (stored, never delivered) and the server's heap per 1,000 connected sockets, read
 * through a bench-only preload. Prints figures; asserts nothing on time.
 *
 *   npm run bench:chat     (PGlite; with DATABASE_URL set, a fresh PostgreSQL database; with
 *                           REDIS_URL set, the server fans out through its Redis adapter)
 *
 * With BENCH_PROCESSES=2 (needs DATABASE_URL and REDIS_URL) two API processes share the database
 * and Redis as a deployment's do: each pair's client socket is on the first, its adviser's on the
 * second, and each socket sends through its own process, so every delivery crosses Redis.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import {
  contextFor,
  dist,
  freshDatabase,
  percentile,
  startApi,
  stopApi,
} from './support/harness.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3996);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
if (![1, 2].includes(PROCESSES)) throw new Error('BENCH_PROCESSES is 1 or 2');
if (PROCESSES === 2 && !(process.env.DATABASE_URL && process.env.REDIS_URL)) {
  console.error('BENCH_PROCESSES=2 needs DATABASE_URL and REDIS_URL: PGlite serves one process.');
  process.exit(1);
}
/** After the last send, how long a message may still take to arrive before it counts as lost. */
const DRAIN_MS = 5000;
/** Each process's address, on consecutive ports. */
const bases = Array.from({ length: PROCESSES }, (_, index) => `http://127.0.0.1:${PORT + index}`);
const base = bases[0];
const PAIRS = Math.max(1, Math.floor(SOCKETS / 2));
// The same signing key here (accounts made in-process) and in the server the sockets call.
const JWT_SECRET = randomBytes(48).toString('base64url');
// This run's own Redis keys and channels, shared by its processes and by nobody else.
const REDIS_PREFIX = `hogarte-bench-${randomBytes(4).toString('hex')}:`;
const probe = fileURLToPath(new URL('./support/heap-probe.mjs', import.meta.url));

const { loadConfig } = await import(dist('config.js'));
const { seedDemoIfEmpty } = await import(dist('seed/demo.js'));
const { findBuyers, findSuppliersWithWarehouse } = await import(dist('seed/seed.repository.js'));
const { localStorage } = await import(dist('integrations/storage/local-storage.js'));
const { inTransaction } = await import(dist('db/transaction.js'));
const { signSessionToken } = await import(dist('http/tokens.js'));
const { insertUser } = await import(dist('modules/users/users.repository.js'));
const { insertAdviserProfile } = await import(dist('modules/advisers/advisers.repository.js'));
const { openRoom } = await import(dist('modules/chat/chat.service.js'));
const { insertConsultancy } = await import(
  dist('modules/sales-consultancies/sales-consultancies.repository.js')
);

const database = await freshDatabase('hogarte-bench-chat-');
const { dataDir, databaseUrl } = database;

/**
 * The demo marketplace, then `PAIRS` clients and advisers of its demo supplier, each pair in a
 * consultancy with its room, written in one transaction; each account gets a session token.
 * The accounts never sign in with a password (their tokens are signed here), so they skip the
 * password hashing that would take most of the setup.
 */
async function prepare() {
  const handle = await database.open();
  await handle.migrate();
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_MODE: 'true',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: base,
  });
  const ctx = contextFor(config, handle, localStorage(path.join(dataDir, 'uploads')), JWT_SECRET);
  await seedDemoIfEmpty(ctx);
  const pairs = await inTransaction(ctx.db, async (tx) => {
    const supplier = (await findSuppliersWithWarehouse(tx, ['proveedor@demo.co'])).get(
      'proveedor@demo.co',
    );
    // The roles' ids as the demo client and the demo adviser carry them.
    const demo = await findBuyers(tx, ['cliente@demo.co', 'asesor@demo.co']);
    const clientRole = demo.get('cliente@demo.co').roleId;
    const adviserRole = demo.get('asesor@demo.co').roleId;
    const made = [];
    for (let index = 0; index < PAIRS; index += 1) {
      const person = (roleId, letter) =>
        insertUser(tx, {
          roleId,
          email: `${letter}${index}@bench.co`,
          phone: `3${letter === 'c' ? 5 : 6}${String(index).padStart(8, '0')}`,
          cedula: String((letter === 'c' ? 80_000_000 : 90_000_000) + index),
          firstName: letter === 'c' ? 'Cliente' : 'Asesor',
          lastName: `Prueba ${index}`,
          passwordHash: 'bench-account-without-password',
          cityCode: '05001',
          cityName: 'Medellín, Antioquia',
          isApproved: true,
          isPublic: true,
        });
      const client = await person(clientRole, 'c');
      const adviser = await person(adviserRole, 'a');
      await insertAdviserProfile(tx, {
        userId: adviser.id,
        supplierUserId: supplier.id,
        professionalProfile: 'Asesor de carga',
        videoPresentationUrl: 'https://hogarte.co/video',
        onlineStatus: 'online',
      });
      const hashid = randomBytes(9).toString('base64url');
      const room = await openRoom(tx, { type: 'sales-consultancy', hashid }, [
        client.id,
        adviser.id,
      ]);
      await insertConsultancy(tx, {
        hashid,
        clientUserId: client.id,
        salespersonUserId: adviser.id,
        roomId: room.id,
        salespersonOnlineStatus: 'online',
      });
      made.push({ room: room.uuid, people: [client, adviser] });
    }
    return made;
  });
  const sign = (user) =>
    signSessionToken(ctx.tokenKey, {
      role_id: user.roleId,
      uuid: user.uuid,
      tv: user.tokenVersion,
    });
  const accounts = [];
  for (const pair of pairs) {
    accounts.push({
      room: pair.room,
      people: await Promise.all(
        pair.people.map(async (user) => ({ uuid: user.uuid, token: await sign(user) })),
      ),
    });
  }
  await handle.close();
  return accounts;
}

/** The server's memory after a full collection, through the heap probe. */
function serverMemory(server) {
  return new Promise((resolve) => {
    server.once('message', (message) => resolve(message.memory));
    server.send('memory');
  });
}

function connect(url, token) {
  const socket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const MB = 1024 * 1024;

const servers = [];
const sockets = [];
/** Every process's memory at one moment. */
const memoryOfAll = () => Promise.all(servers.map(serverMemory));
try {
  const setupStarted = performance.now();
  const accounts = await prepare();
  for (const [index, url] of bases.entries()) {
    servers.push(
      await startApi({
        port: PORT + index,
        dataDir,
        databaseUrl,
        env: { PUBLIC_URL: url, JWT_SECRET, REDIS_PREFIX },
        nodeArgs: ['--expose-gc', '--import', probe],
        ipc: true,
      }),
    );
  }
  const idle = await memoryOfAll();

  // Each socket: its account, its room, and the sends waiting for the other side.
  const sent = new Map();
  const latencies = [];
  let delivered = 0;
  let failed = 0;
  let firstFailure = '';
  const senders = [];
  for (let start = 0; start < accounts.length; start += 25) {
    // A few handshakes at a time: each one checks its token against the database.
    await Promise.all(
      accounts.slice(start, start + 25).flatMap((pair) =>
        // With two processes the client (first of the pair) is on one and the adviser on the other.
        pair.people.map(async (person, side) => {
          const url = bases[side % bases.length];
          const socket = await connect(url, person.token);
          sockets.push(socket);
          const joined = await socket.emitWithAck('join_chat', pair.room);
          if (!joined.ok) throw new Error(`join_chat: ${joined.message}`);
          socket.on('receive_message', (message) => {
            if (message.user._id === person.uuid) return;
            const at = sent.get(message.message);
            if (at === undefined) return;
            sent.delete(message.message);
            latencies.push(performance.now() - at);
            delivered += 1;
          });
          senders.push({ ...person, room: pair.room, url });
        }),
      ),
    );
  }
  const connected = await memoryOfAll();
  const setupSeconds = (performance.now() - setupStarted) / 1000;

  /** One socket's sends: one a second, the next waiting for the previous answer. */
  async function send(sender, index, until) {
    // Spread the senders over the second, as people do not type in step.
    await sleep((index / senders.length) * 1000);
    for (let sequence = 0; performance.now() < until; sequence += 1) {
      const due = performance.now() + 1000;
      const text = `Mensaje ${index}.${sequence}`;
      const form = new FormData();
      form.set('chat', sender.room);
      form.set('message', text);
      sent.set(text, performance.now());
      try {
        // Through the sender's own process: the other side's socket is on the other one.
        const response = await fetch(`${sender.url}/v1/chat-message`, {
          method: 'POST',
          headers: { authorization: `Bearer ${sender.token}` },
          body: form,
        });
        if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      } catch (error) {
        sent.delete(text);
        failed += 1;
        // fetch hides the network's reason (a reset, a refused connection) in its cause.
        firstFailure ||= String(error.cause?.code ?? error.cause?.message ?? error.message);
      }
      await sleep(due - performance.now());
    }
  }

  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(senders.map((sender, index) => send(sender, index, until)));
  const sendSeconds = (performance.now() - started) / 1000;
  const loaded = await memoryOfAll();
  for (let waited = 0; sent.size > 0 && waited < DRAIN_MS; waited += 100) await sleep(100);

  const stored = delivered + sent.size;
  const sorted = latencies.sort((a, b) => a - b);
  console.log(
    `\n${senders.length} sockets in ${accounts.length} rooms of 2, 1 message a second each for ${SECONDS} s, ${database.kind}${process.env.REDIS_URL ? ' + Redis adapter' : ''}${PROCESSES > 1 ? `, ${PROCESSES} API processes (every delivery through Redis)` : ''} (setup ${setupSeconds.toFixed(0)} s)`,
  );
  console.table([
    {
      'offered msg/s': senders.length,
      'achieved msg/s': Math.round((stored + failed) / sendSeconds),
      stored: stored,
      delivered,
      lost: sent.size,
      'failed sends': failed,
      'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
      'p99 ms': Number(percentile(sorted, 99).toFixed(1)),
      'max ms': Number((sorted.at(-1) ?? 0).toFixed(1)),
    },
  ]);
  if (failed) console.log(`first failed send: ${firstFailure}`);
  // With two processes, what both hold together: the sockets are split between them.
  const total = (memories, field) => memories.reduce((sum, memory) => sum + memory[field], 0);
  const perThousand =
    ((total(connected, 'heapUsed') - total(idle, 'heapUsed')) / senders.length) * 1000;
  const row = (moment, memories) => ({
    moment,
    'heap MB': (total(memories, 'heapUsed') / MB).toFixed(1),
    'rss MB': (total(memories, 'rss') / MB).toFixed(1),
  });
  console.table([
    row('idle', idle),
    row(`${senders.length} sockets joined`, connected),
    row('end of load', loaded),
  ]);
  console.log(`server heap per 1,000 connected sockets: ${(perThousand / MB).toFixed(1)} MB`);
} finally {
  for (const socket of sockets) socket.close();
  for (const server of servers) await stopApi(server);
  await database.remove();
}
