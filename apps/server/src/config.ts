import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_ACCESS_TOKEN_MINUTES, DEFAULT_REFRESH_TOKEN_HOURS } from '@rayyan/contracts';

/** The built web app, relative to this file: apps/server/src → apps/web/dist. */
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** An optional variable; empty counts as unset (`FOO= npm start`). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65_535)).default(3000),
  HOST: optional(z.string().trim()).default('0.0.0.0'),
  DATA_DIR: optional(z.string().trim()).default('./data'),
  DATABASE_URL: optional(z.string().trim().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  ACCESS_TOKEN_MINUTES: optional(z.coerce.number().int().positive().max(24 * 60)).default(DEFAULT_ACCESS_TOKEN_MINUTES),
  REFRESH_TOKEN_HOURS: optional(z.coerce.number().int().positive().max(24 * 90)).default(DEFAULT_REFRESH_TOKEN_HOURS),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  /** Further origins password-reset links may point to (a second domain), comma-separated. */
  ALLOWED_ORIGINS: optional(
    z
      .string()
      .transform((v) => v.split(',').map((origin) => origin.trim()).filter(Boolean))
      .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s) origins' }))),
  ).default([]),
  CRASH_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/ })),
  WEB_DIST_DIR: optional(z.string().trim()),
  /**
   * Behind a reverse proxy or load balancer: a comma-separated list of the proxies' addresses or CIDRs, or `true`
   * (trust X-Forwarded-For from anyone: only when the proxy is the sole way in). Per-IP limits (sign-in, contact
   * form, crash reports) then count the client's address, not the proxy's. (Fastify 5 ignores hop counts.)
   */
  TRUST_PROXY: optional(
    z
      .string()
      .trim()
      .regex(/^(true|false|[0-9a-fA-F.:/]*[.:][0-9a-fA-F.:/]*(\s*,\s*[0-9a-fA-F.:/]*[.:][0-9a-fA-F.:/]*)*)$/, 'must be true, false or a comma-separated list of proxy addresses or CIDRs')
      .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
  ).default(false),
  /** The embedded MQTT broker's port for sensors (issue #15); unset = no broker. */
  MQTT_PORT: optional(z.coerce.number().int().min(1).max(65_535)),
  /** An external MQTT broker the server subscribes to for sensor readings instead (mqtt://, mqtts://). */
  MQTT_URL: optional(z.url({ protocol: /^mqtts?$/ })),
});

/** Validated server configuration. The JWT secret is resolved separately (it may live in DATA_DIR). */
export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute folder for the embedded database and the generated JWT secret. */
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  accessTokenMinutes: number;
  refreshTokenHours: number;
  /** The application's public address; reset links may point to its origin. */
  publicUrl: string | undefined;
  /**
   * ALLOWED_ORIGINS: further origins reset links may point to. With neither this nor PUBLIC_URL set, only
   * loopback origins are accepted (never the request's own Host or Origin header).
   */
  allowedOrigins: string[];
  crashWebhookUrl: string | undefined;
  webDistDir: string;
  /** Fastify's trustProxy: false by default (the socket's address is the client's). */
  trustProxy: boolean | string;
  /** MQTT_PORT: the embedded MQTT broker for sensors listens here; undefined = off. */
  mqttPort: number | undefined;
  /** MQTT_URL: an external broker to subscribe to for readings; undefined = none. */
  mqttUrl: string | undefined;
}

/** Thrown for invalid configuration; the message lists every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment into a ServerConfig, failing fast with every problem named.
 * Relative paths resolve against `baseDir`: INIT_CWD, because `npm start -w` changes the working directory.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  baseDir: string = env.INIT_CWD ?? process.cwd(),
): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(baseDir, path));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: absolute(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    accessTokenMinutes: e.ACCESS_TOKEN_MINUTES,
    refreshTokenHours: e.REFRESH_TOKEN_HOURS,
    publicUrl: e.PUBLIC_URL,
    allowedOrigins: e.ALLOWED_ORIGINS.map((url) => new URL(url).origin),
    crashWebhookUrl: e.CRASH_WEBHOOK_URL,
    webDistDir: e.WEB_DIST_DIR ? absolute(e.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY,
    mqttPort: e.MQTT_PORT,
    mqttUrl: e.MQTT_URL,
  };
}

/**
 * The configured JWT secret, or one generated once and kept in `<dataDir>/jwt-secret` (mode 0600) so
 * sessions survive restarts of a zero-configuration install. `warn` is told when the file is used.
 */
export function resolveJwtSecret(config: Pick<ServerConfig, 'jwtSecret' | 'dataDir'>, warn: (message: string) => void): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  warn(`JWT_SECRET is not set; using the generated secret in ${file}. Set JWT_SECRET in production.`);
  return readFileSync(file, 'utf8').trim();
}
