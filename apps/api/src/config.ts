/**
 * The only reader of process.env. Parses the environment once with zod and fails fast with a
 * readable list of every wrong variable, so a misconfigured server never half-starts.
 */
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  WEB_DIST_DIR: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
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
  PRODUCT_NAME: z.string().min(1).default('Hogarte'),
  SUPPORT_PHONE: z.string().min(1).default('3001234567'),
  WHATSAPP_CONTACT_NUMBER: z.string().min(1).default('573001234567'),
  HELP_CENTER_URL: z.url().default('https://ayuda.hogarte.co'),
});

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** The built web app to serve; apps/web/dist when unset. */
  webDistDir: string | undefined;
  publicUrl: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Undefined in demo mode until main.ts loads or creates the persisted secret. */
  jwtSecret: string | undefined;
  demoMode: boolean;
  seedDemo: boolean;
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  whatsapp: { token: string; phoneNumberId: string; apiUrl: string } | undefined;
  s3: S3Config | undefined;
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
  if (problems.length > 0) throw new ConfigError(problems);

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
    dataDir: path.resolve(env.DATA_DIR),
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
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
    brand: {
      productName: env.PRODUCT_NAME,
      supportPhone: env.SUPPORT_PHONE,
      whatsappNumber: env.WHATSAPP_CONTACT_NUMBER,
      helpCenterUrl: env.HELP_CENTER_URL,
    },
  };
}
