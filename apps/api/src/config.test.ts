import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

/** The problems a configuration is refused with, or a failure when it is accepted. */
function problemsOf(environment: Record<string, string>): string[] {
  try {
    loadConfig(environment);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected the configuration to be refused');
}

const S3 = {
  S3_ENDPOINT: 'https://s3.example.co',
  S3_BUCKET: 'hogarte',
  S3_ACCESS_KEY_ID: 'AKID',
  S3_SECRET_ACCESS_KEY: 'secreto',
};

describe('loadConfig', () => {
  it('runs a local demo with no variables at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      demoMode: true,
      seedDemo: true,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      jwtSecret: undefined,
      s3: undefined,
      whatsapp: undefined,
      brand: {
        productName: 'Hogarte',
        supportPhone: '3001234567',
        whatsappNumber: '573001234567',
        helpCenterUrl: 'https://ayuda.hogarte.co',
      },
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('derives the public URL from the port and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://hogarte.co/' }).publicUrl).toBe('https://hogarte.co');
  });

  it('tells whether PUBLIC_URL was set or derived', () => {
    expect(loadConfig({}).publicUrlConfigured).toBe(false);
    expect(loadConfig({ PUBLIC_URL: '' }).publicUrlConfigured).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://hogarte.co' }).publicUrlConfigured).toBe(true);
  });

  it('prefixes Redis keys with hogarte: unless told otherwise, and refuses a prefix without the colon', () => {
    expect(loadConfig({}).redisPrefix).toBe('hogarte:');
    expect(loadConfig({ REDIS_PREFIX: 'tienda-2:' }).redisPrefix).toBe('tienda-2:');
    expect(problemsOf({ REDIS_PREFIX: 'tienda 2' })[0]).toMatch(/^REDIS_PREFIX: /);
  });

  it('refuses a port that is not a number, naming PORT', () => {
    const problems = problemsOf({ PORT: 'abc' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PORT: /);
  });

  it('lists every wrong variable at once', () => {
    const problems = problemsOf({ PORT: '70000', LOG_LEVEL: 'verbose', PUBLIC_URL: 'no es url' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'LOG_LEVEL',
      'PORT',
      'PUBLIC_URL',
    ]);
  });

  it('requires JWT_SECRET in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.join('\n')).toContain('JWT_SECRET');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('accepts production with a long enough JWT_SECRET, out of demo mode', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 's'.repeat(32),
      PUBLIC_URL: 'https://hogarte.co',
    });
    expect(config.demoMode).toBe(false);
    expect(config.seedDemo).toBe(false);
    expect(config.jwtSecret).toBe('s'.repeat(32));
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(problemsOf({ JWT_SECRET: 'corto' })[0]).toMatch(/^JWT_SECRET: /);
  });

  it('requires JWT_SECRET whenever demo mode is turned off', () => {
    expect(problemsOf({ DEMO_MODE: 'false' }).join('\n')).toContain('JWT_SECRET');
  });

  it('requires PUBLIC_URL in production, where emailed links are built on it', () => {
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) })).toEqual([
      'PUBLIC_URL: required with NODE_ENV=production',
    ]);
  });

  it('refuses to start production with any demo setting', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 's'.repeat(32),
      PUBLIC_URL: 'https://hogarte.co',
    };
    expect(problemsOf({ ...production, DEMO_MODE: '1' })).toEqual([
      'DEMO_MODE: not allowed with NODE_ENV=production',
    ]);
    expect(problemsOf({ ...production, SEED_DEMO: 'true' })).toEqual([
      'SEED_DEMO: not allowed with NODE_ENV=production',
    ]);
    // Saying "no demo" explicitly is fine.
    expect(loadConfig({ ...production, DEMO_MODE: 'false', SEED_DEMO: '0' }).demoMode).toBe(false);
  });

  it("gives the Wompi simulator fresh keys, never the source's", () => {
    const first = loadConfig({}).wompi;
    const second = loadConfig({}).wompi;
    expect(first?.simulator).toBe(true);
    expect(first?.eventsSecret).toMatch(/^test_events_[0-9a-f]{48}$/);
    expect(first?.publicKey).toMatch(/^pub_test_[0-9a-f]{48}$/);
    expect(second?.eventsSecret).not.toBe(first?.eventsSecret);
    expect(second?.integritySecret).not.toBe(first?.integritySecret);
  });

  it('gives the PayU simulator fresh keys in demo mode, and none outside it without keys', () => {
    const first = loadConfig({}).payu;
    expect(first).toMatchObject({ simulator: true, test: true });
    expect(first?.checkoutUrl).toMatch(/\/simulador\/payu\/ppp-web-gateway-payu\/$/);
    expect(loadConfig({}).payu?.apiKey).not.toBe(first?.apiKey);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://hogarte.co',
        JWT_SECRET: 'x'.repeat(32),
      }).payu,
    ).toBeUndefined();
  });

  it('uses PayU’s real gateway with its keys, in test mode while it is the sandbox', () => {
    const keys = { PAYU_MERCHANT_ID: '508029', PAYU_ACCOUNT_ID: '512321', PAYU_API_KEY: 'k' };
    expect(loadConfig(keys).payu).toEqual({
      simulator: false,
      checkoutUrl: 'https://sandbox.checkout.payulatam.com/ppp-web-gateway-payu/',
      merchantId: '508029',
      accountId: '512321',
      apiKey: 'k',
      test: true,
    });
    const production = {
      ...keys,
      PAYU_CHECKOUT_URL: 'https://checkout.payulatam.com/ppp-web-gateway-payu/',
    };
    expect(loadConfig(production).payu?.test).toBe(false);
    expect(problemsOf({ PAYU_MERCHANT_ID: '508029' })).toEqual([
      'PAYU_*: set PAYU_MERCHANT_ID, PAYU_ACCOUNT_ID and PAYU_API_KEY together',
    ]);
  });

  it('trusts X-Forwarded-For from no one unless TRUST_PROXY names the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 192.168.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.2',
      '192.168.0.0/16',
      'loopback',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'true' })[0]).toMatch(/^TRUST_PROXY: 'true' is not/);
    // A hop count trusts whoever connects directly: refused like `true`.
    expect(problemsOf({ TRUST_PROXY: '1' })[0]).toMatch(/^TRUST_PROXY: '1' is not/);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/40' })[0]).toMatch(/^TRUST_PROXY: /);
  });

  it('refuses half an S3 configuration', () => {
    const problems = problemsOf({ S3_ENDPOINT: S3.S3_ENDPOINT, S3_BUCKET: S3.S3_BUCKET });
    expect(problems).toEqual([
      'S3_*: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
    ]);
  });

  it('builds the S3 settings when all four variables are set', () => {
    expect(loadConfig(S3).s3).toEqual({
      endpoint: 'https://s3.example.co',
      bucket: 'hogarte',
      region: 'us-east-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'secreto',
      publicUrl: 'https://s3.example.co/hogarte',
    });
  });

  it('refuses half a WhatsApp configuration', () => {
    expect(problemsOf({ WHATSAPP_TOKEN: 'token' })).toEqual([
      'WHATSAPP_*: set WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID together',
    ]);
  });

  it('counts empty variables as unset', () => {
    const config = loadConfig({
      PORT: '',
      PUBLIC_URL: '',
      DEMO_MODE: '',
      PRODUCT_NAME: '',
      S3_ENDPOINT: '',
      S3_BUCKET: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
    });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.demoMode).toBe(true);
    expect(config.brand.productName).toBe('Hogarte');
    expect(config.s3).toBeUndefined();
  });

  it('does not let empty S3 variables complete a half S3 configuration', () => {
    expect(problemsOf({ ...S3, S3_SECRET_ACCESS_KEY: '' })[0]).toMatch(/^S3_\*: /);
  });

  it("reads the video calls' ICE servers as JSON, with a public STUN server by default", () => {
    expect(loadConfig({}).iceServers).toEqual([{ urls: 'stun:stun.l.google.com:19302' }]);
    expect(loadConfig({ ICE_SERVERS: '[]' }).iceServers).toEqual([]);
    const turn = {
      urls: ['turn:turn.hogarte.co:3478', 'turns:turn.hogarte.co:5349'],
      username: 'hogarte',
      credential: 'secreto',
    };
    expect(loadConfig({ ICE_SERVERS: JSON.stringify([turn]) }).iceServers).toEqual([turn]);
    expect(problemsOf({ ICE_SERVERS: 'stun:stun.hogarte.co' })[0]).toMatch(/^ICE_SERVERS: /);
    expect(problemsOf({ ICE_SERVERS: '[{"urls":"https://hogarte.co"}]' })[0]).toMatch(
      /^ICE_SERVERS\.0\.urls: /,
    );
  });

  it('treats an empty JWT_SECRET in production as missing', () => {
    expect(
      problemsOf({ NODE_ENV: 'production', JWT_SECRET: '', PUBLIC_URL: 'https://hogarte.co' }),
    ).toEqual(['JWT_SECRET: required outside demo mode']);
  });
});
