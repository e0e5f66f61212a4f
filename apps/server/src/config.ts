import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An IPv4/IPv6 address, or one with a /prefix (CIDR). */
function isAddressOrCidr(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** Fastify's trustProxy: nothing, the addresses/CIDRs of trusted proxies, or a per-hop decision. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Trusts the nearest `hops` addresses (the socket peer is hop 0), so the client address is the
 * one the outermost trusted proxy saw, whatever a client wrote into X-Forwarded-For itself.
 */
export function trustHops(hops: number): TrustProxy {
  return hops === 0 ? false : (_address, hop) => hop < hops;
}

/**
 * Which X-Forwarded-For entries to believe: a hop count, or a list of proxy addresses. "true"
 * means one hop (a single reverse proxy); trusting every hop would let any client choose its
 * own address by sending the header itself.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): TrustProxy => {
    const lower = v.toLowerCase();
    if (['', 'false', 'no'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return trustHops(1);
    if (/^\d+$/.test(v) && Number(v) <= 100) return trustHops(Number(v));
    const list = v
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    if (list.length > 0 && list.every(isAddressOrCidr)) return list;
    ctx.addIssue({ code: 'custom', message: 'must be false, a number of proxy hops, or a comma-separated list of proxy addresses/CIDRs' });
    return z.NEVER;
  });

/** Every environment variable the server reads (README lists them). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  PUBLIC_URL: z.url().optional(),
  SEED_DEMO: bool.optional(),
  DEMO_PASSWORD: z.string().min(4).default('demo1234'),
  ADMIN_USERNAME: z.string().min(3).default('superadmin'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  TRANSLATE_PROVIDER: z.enum(['none', 'libretranslate', 'deepl']).optional(),
  TRANSLATE_URL: z.url().optional(),
  TRANSLATE_API_KEY: z.string().optional(),
  TRANSLATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(8000),
  TRUST_PROXY: trustProxy.optional(),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(10000).default(10),
  LOGIN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(30),
  DINER_ORDERS_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  jwtSecret: string;
  cookieSecure: 'auto' | boolean;
  publicUrl?: string;
  /**
   * Where links sent out (password-reset e-mails) point: PUBLIC_URL, or this server as it
   * was started. Never taken from a request, whose Host header anyone can forge.
   */
  linkBaseUrl: string;
  seedDemo: boolean;
  demoPassword: string;
  adminUsername: string;
  adminPassword?: string;
  uploadMaxBytes: number;
  smtpUrl?: string;
  mailFrom: string;
  translate: { provider?: 'none' | 'libretranslate' | 'deepl'; url?: string; apiKey?: string; timeoutMs: number };
  trustProxy: TrustProxy;
  /** Failed sign-ins per username and per IP in 15 minutes before 429. */
  loginMaxFailures: number;
  loginRequestsPerMinute: number;
  /** Orders guests may place per table per minute (a key holder cannot flood the kitchen). */
  dinerOrdersPerMinute: number;
  logLevel: string;
  webDist: string;
}

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops start-up naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  let jwtSecret = e.JWT_SECRET;
  if (!jwtSecret) {
    if (production) throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production');
    jwtSecret = readOrCreateSecret(dataDir);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    publicUrl: e.PUBLIC_URL,
    linkBaseUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    seedDemo: e.SEED_DEMO ?? !production,
    demoPassword: e.DEMO_PASSWORD,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    translate: { provider: e.TRANSLATE_PROVIDER, url: e.TRANSLATE_URL, apiKey: e.TRANSLATE_API_KEY, timeoutMs: e.TRANSLATE_TIMEOUT_MS },
    trustProxy: e.TRUST_PROXY ?? false,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginRequestsPerMinute: e.LOGIN_REQUESTS_PER_MINUTE,
    dinerOrdersPerMinute: e.DINER_ORDERS_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
  };
}

/** Demo mode keeps a generated secret in the data folder so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
