/**
 * The only reader of process.env. Parses the environment once with zod and fails fast with a
 * readable list of every wrong variable, so a misconfigured server never half-starts.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { iceServerSchema, type IceServer } from '@hogarte/shared/contracts/video-calls';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  WEB_DIST_DIR: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  // Every key and channel this deployment writes starts with it, so deployments (or test runs)
  // sharing one Redis never read each other's counters or events.
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.-]+:$/, 'must be letters, digits, ".", "_" or "-" ending in ":"')
    .default('hogarte:'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DEMO_MODE: booleanFlag.optional(),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Hogarte <no-responder@hogarte.co>'),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  WOMPI_PUBLIC_KEY: z.string().optional(),
  WOMPI_PRIVATE_KEY: z.string().optional(),
  WOMPI_INTEGRITY_SECRET: z.string().optional(),
  WOMPI_EVENTS_SECRET: z.string().optional(),
  WOMPI_API_URL: z.url().default('https://sandbox.wompi.co/v1'),
  WOMPI_CHECKOUT_URL: z.url().default('https://checkout.wompi.co/p/'),
  PAYU_MERCHANT_ID: z
    .string()
    .regex(/^\d{1,20}$/, 'must be digits')
    .optional(),
  PAYU_ACCOUNT_ID: z
    .string()
    .regex(/^\d{1,20}$/, 'must be digits')
    .optional(),
  PAYU_API_KEY: z.string().optional(),
  PAYU_CHECKOUT_URL: z
    .url()
    .default('https://sandbox.checkout.payulatam.com/ppp-web-gateway-payu/'),
  /** PayU's `test` field; on by default while the checkout URL is the sandbox's. */
  PAYU_TEST: booleanFlag.optional(),
  ENVIA_API_URL: z.url().optional(),
  ENVIA_QUERIES_URL: z.url().optional(),
  PRODUCT_NAME: z.string().min(1).default('Hogarte'),
  SUPPORT_PHONE: z.string().min(1).default('3001234567'),
  WHATSAPP_CONTACT_NUMBER: z.string().min(1).default('573001234567'),
  HELP_CENTER_URL: z.url().default('https://ayuda.hogarte.co'),
  ICE_SERVERS: z.string().optional(),
});

/**
 * Without ICE_SERVERS, a public STUN server lets two browsers behind ordinary home routers find
 * each other's public address, so a call works out of the box; browsers on the same machine or
 * network connect without it (an empty list `[]` keeps them from asking anyone). Networks that
 * block direct traffic (strict NATs, some mobile carriers) need a TURN server of the deployment.
 */
const DEFAULT_ICE_SERVERS: IceServer[] = [{ urls: 'stun:stun.l.google.com:19302' }];

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
}

/**
 * Wompi: the real provider when its keys are set, else (demo mode only) the built-in simulator
 * served by this process under /simulador/wompi with its own test secrets.
 */
export interface WompiConfig {
  simulator: boolean;
  apiUrl: string;
  checkoutUrl: string;
  publicKey: string;
  privateKey: string;
  integritySecret: string;
  eventsSecret: string;
}

/**
 * PayU WebCheckout (the legacy checkout): the real gateway when its keys are set, else (demo mode
 * only) the built-in simulator under /simulador/payu with keys of its own.
 */
export interface PayuConfig {
  simulator: boolean;
  /** Where the browser posts the checkout form. */
  checkoutUrl: string;
  merchantId: string;
  accountId: string;
  /** Signs the form and checks the confirmations' `sign`: a secret. */
  apiKey: string;
  test: boolean;
}

/** Envia: each supplier brings its own key; the hosts are the simulator's in demo mode. */
export interface EnviaConfig {
  simulator: boolean;
  shippingUrl: string;
  queriesUrl: string;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /**
   * Which peers may name the client's address in X-Forwarded-For: none (false), or the proxies'
   * addresses and ranges. Never every peer, nor a hop count (which trusts whoever connects): any
   * client could then pick the address its rate limits are counted against.
   */
  trustProxy: false | string[];
  dataDir: string;
  /** The built web app to serve; apps/web/dist when unset. */
  webDistDir: string | undefined;
  publicUrl: string;
  /**
   * Whether PUBLIC_URL was set. When it was not, links for the browser that asked follow the
   * origin it is on (http/browser-origin.ts); emailed links always use `publicUrl`.
   */
  publicUrlConfigured: boolean;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisPrefix: string;
  /** Undefined in demo mode until main.ts loads or creates the persisted secret. */
  jwtSecret: string | undefined;
  demoMode: boolean;
  seedDemo: boolean;
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  whatsapp: { token: string; phoneNumberId: string; apiUrl: string } | undefined;
  s3: S3Config | undefined;
  /** Undefined outside demo mode until the Wompi keys are set: checkout then says so. */
  wompi: WompiConfig | undefined;
  /** Undefined outside demo mode until the PayU keys are set: the legacy PayU checkout says so. */
  payu: PayuConfig | undefined;
  envia: EnviaConfig;
  /** What the browsers of a video call connect through (`RTCIceServer`s, STUN and TURN). */
  iceServers: IceServer[];
  brand: {
    productName: string;
    supportPhone: string;
    whatsappNumber: string;
    helpCenterUrl: string;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty variables count as unset, as a shell user would expect from `FOO= npm start`.
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const problems: string[] = [];
  const demoMode = env.DEMO_MODE ?? env.NODE_ENV !== 'production';
  if (!demoMode && !env.JWT_SECRET) problems.push('JWT_SECRET: required outside demo mode');
  // Demo mode opens the mailbox, the simulators and the demo accounts: never in production.
  if (env.NODE_ENV === 'production') {
    if (env.DEMO_MODE) problems.push('DEMO_MODE: not allowed with NODE_ENV=production');
    if (env.SEED_DEMO) problems.push('SEED_DEMO: not allowed with NODE_ENV=production');
    // Emailed links (password resets, orders) are built on it; never on a guessed localhost.
    if (!env.PUBLIC_URL) problems.push('PUBLIC_URL: required with NODE_ENV=production');
  }

  const s3Values = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  const s3Set = s3Values.filter(Boolean).length;
  if (s3Set > 0 && s3Set < s3Values.length) {
    problems.push(
      'S3_*: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
    );
  }
  if (Boolean(env.WHATSAPP_TOKEN) !== Boolean(env.WHATSAPP_PHONE_NUMBER_ID)) {
    problems.push('WHATSAPP_*: set WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID together');
  }
  const wompiValues = [
    env.WOMPI_PUBLIC_KEY,
    env.WOMPI_PRIVATE_KEY,
    env.WOMPI_INTEGRITY_SECRET,
    env.WOMPI_EVENTS_SECRET,
  ];
  const wompiSet = wompiValues.filter(Boolean).length;
  if (wompiSet > 0 && wompiSet < wompiValues.length) {
    problems.push(
      'WOMPI_*: set WOMPI_PUBLIC_KEY, WOMPI_PRIVATE_KEY, WOMPI_INTEGRITY_SECRET and WOMPI_EVENTS_SECRET together',
    );
  }
  const payuSet = [env.PAYU_MERCHANT_ID, env.PAYU_ACCOUNT_ID, env.PAYU_API_KEY].filter(
    Boolean,
  ).length;
  if (payuSet > 0 && payuSet < 3) {
    problems.push('PAYU_*: set PAYU_MERCHANT_ID, PAYU_ACCOUNT_ID and PAYU_API_KEY together');
  }
  if (Boolean(env.ENVIA_API_URL) !== Boolean(env.ENVIA_QUERIES_URL)) {
    problems.push('ENVIA_*: set ENVIA_API_URL and ENVIA_QUERIES_URL together');
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);
  const iceServers = parseIceServers(env.ICE_SERVERS, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');

  const s3 =
    env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: env.S3_PUBLIC_URL ?? `${env.S3_ENDPOINT.replace(/\/$/, '')}/${env.S3_BUCKET}`,
        }
      : undefined;

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    trustProxy,
    dataDir: path.resolve(env.DATA_DIR),
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    publicUrl,
    publicUrlConfigured: env.PUBLIC_URL !== undefined,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    jwtSecret: env.JWT_SECRET,
    demoMode,
    seedDemo: env.SEED_DEMO ?? demoMode,
    logLevel: env.LOG_LEVEL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    whatsapp:
      env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
        ? {
            token: env.WHATSAPP_TOKEN,
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
            apiUrl: env.WHATSAPP_API_URL,
          }
        : undefined,
    s3,
    wompi: wompiConfig(env, demoMode, publicUrl),
    payu: payuConfig(env, demoMode, publicUrl),
    envia: enviaConfig(env, demoMode, publicUrl),
    iceServers,
    brand: {
      productName: env.PRODUCT_NAME,
      supportPhone: env.SUPPORT_PHONE,
      whatsappNumber: env.WHATSAPP_CONTACT_NUMBER,
      helpCenterUrl: env.HELP_CENTER_URL,
    },
  };
}

type Environment = z.infer<typeof environmentSchema>;

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Addresses, CIDR ranges and proxy-addr's keywords, separated by commas. */
function parseTrustProxy(value: string | undefined, problems: string[]): false | string[] {
  if (value === undefined) return false;
  const entries = value.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => {
    if (PROXY_KEYWORDS.has(entry)) return false;
    const [address = '', prefix] = entry.split('/');
    const version = isIP(address);
    const maxPrefix = version === 4 ? 32 : 128;
    return (
      version === 0 ||
      (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= maxPrefix))
    );
  });
  if (invalid.length > 0) {
    problems.push(
      `TRUST_PROXY: '${invalid.join(', ')}' is not an address, a range or one of loopback, linklocal, uniquelocal (trusting every peer, or a number of hops, would let any client choose its address)`,
    );
  }
  return entries;
}

/** A JSON array of `RTCIceServer`s, as a browser's `RTCPeerConnection` takes them. */
function parseIceServers(value: string | undefined, problems: string[]): IceServer[] {
  if (value === undefined) return DEFAULT_ICE_SERVERS;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    problems.push('ICE_SERVERS: must be a JSON array, e.g. [{"urls":"stun:stun.example.co:3478"}]');
    return [];
  }
  const parsed = z.array(iceServerSchema).safeParse(json);
  if (!parsed.success) {
    problems.push(
      ...parsed.error.issues.map(
        (issue) => `ICE_SERVERS.${issue.path.join('.')}: ${issue.message}`,
      ),
    );
    return [];
  }
  return parsed.data;
}

/**
 * Fresh keys for the built-in Wompi simulator. They are secrets like any other (the events key
 * signs payment confirmations), so they are never constants in the source: main.ts keeps one set
 * per data directory (demo-secrets.ts), so a demo's stored payments stay verifiable.
 */
export function newSimulatorKeys(): Pick<
  WompiConfig,
  'publicKey' | 'privateKey' | 'integritySecret' | 'eventsSecret'
> {
  const random = () => randomBytes(24).toString('hex');
  return {
    publicKey: `pub_test_${random()}`,
    privateKey: `prv_test_${random()}`,
    integritySecret: `test_integrity_${random()}`,
    eventsSecret: `test_events_${random()}`,
  };
}

function wompiConfig(env: Environment, demoMode: boolean, publicUrl: string) {
  if (
    env.WOMPI_PUBLIC_KEY &&
    env.WOMPI_PRIVATE_KEY &&
    env.WOMPI_INTEGRITY_SECRET &&
    env.WOMPI_EVENTS_SECRET
  ) {
    return {
      simulator: false,
      apiUrl: env.WOMPI_API_URL.replace(/\/$/, ''),
      checkoutUrl: env.WOMPI_CHECKOUT_URL,
      publicKey: env.WOMPI_PUBLIC_KEY,
      privateKey: env.WOMPI_PRIVATE_KEY,
      integritySecret: env.WOMPI_INTEGRITY_SECRET,
      eventsSecret: env.WOMPI_EVENTS_SECRET,
    };
  }
  if (!demoMode) return undefined;
  return {
    simulator: true,
    apiUrl: `${publicUrl}/simulador/wompi/v1`,
    checkoutUrl: `${publicUrl}/simulador/wompi/p/`,
    ...newSimulatorKeys(),
  };
}

/**
 * Fresh keys for the built-in PayU simulator, kept per data directory like Wompi's
 * (demo-secrets.ts): the API key signs the simulator's confirmations.
 */
export function newPayuSimulatorKeys(): Pick<PayuConfig, 'merchantId' | 'accountId' | 'apiKey'> {
  return {
    merchantId: String(randomInt(100_000, 1_000_000)),
    accountId: String(randomInt(100_000, 1_000_000)),
    apiKey: randomBytes(24).toString('base64url'),
  };
}

function payuConfig(
  env: Environment,
  demoMode: boolean,
  publicUrl: string,
): PayuConfig | undefined {
  if (env.PAYU_MERCHANT_ID && env.PAYU_ACCOUNT_ID && env.PAYU_API_KEY) {
    return {
      simulator: false,
      checkoutUrl: env.PAYU_CHECKOUT_URL,
      merchantId: env.PAYU_MERCHANT_ID,
      accountId: env.PAYU_ACCOUNT_ID,
      apiKey: env.PAYU_API_KEY,
      test: env.PAYU_TEST ?? new URL(env.PAYU_CHECKOUT_URL).hostname.startsWith('sandbox.'),
    };
  }
  if (!demoMode) return undefined;
  return {
    simulator: true,
    checkoutUrl: `${publicUrl}/simulador/payu/ppp-web-gateway-payu/`,
    test: true,
    ...newPayuSimulatorKeys(),
  };
}

function enviaConfig(env: Environment, demoMode: boolean, publicUrl: string): EnviaConfig {
  if (env.ENVIA_API_URL && env.ENVIA_QUERIES_URL) {
    return {
      simulator: false,
      shippingUrl: env.ENVIA_API_URL.replace(/\/$/, ''),
      queriesUrl: env.ENVIA_QUERIES_URL.replace(/\/$/, ''),
    };
  }
  if (demoMode) {
    return {
      simulator: true,
      shippingUrl: `${publicUrl}/simulador/envia`,
      queriesUrl: `${publicUrl}/simulador/envia/queries`,
    };
  }
  return {
    simulator: false,
    shippingUrl: 'https://api.envia.com',
    queriesUrl: 'https://queries.envia.com',
  };
}
