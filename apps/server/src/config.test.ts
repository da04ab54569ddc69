import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveJwtSecret } from './config';

describe('loadConfig', () => {
  it('applies defaults and resolves DATA_DIR against the given base folder', () => {
    const config = loadConfig({}, '/srv/rayyan');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/rayyan/data',
      databaseUrl: undefined,
      accessTokenMinutes: 60,
      refreshTokenHours: 24,
      publicUrl: undefined,
    });
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
  });

  it('uses INIT_CWD as the base folder because npm -w changes the working directory', () => {
    expect(loadConfig({ INIT_CWD: '/home/me/rayyan' }).dataDir).toBe('/home/me/rayyan/data');
  });

  it('reads every variable and treats empty values as unset', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: '/var/lib/rayyan',
        DATABASE_URL: 'postgres://u@db:5432/rayyan',
        JWT_SECRET: 'x'.repeat(40),
        ACCESS_TOKEN_MINUTES: '15',
        PUBLIC_URL: 'https://app.rayyan.farm',
        CRASH_WEBHOOK_URL: '',
      },
      '/',
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/rayyan',
      databaseUrl: 'postgres://u@db:5432/rayyan',
      accessTokenMinutes: 15,
      publicUrl: 'https://app.rayyan.farm',
      crashWebhookUrl: undefined,
    });
  });

  it('reads TRUST_PROXY as a flag or a list of proxy addresses, and is off by default', () => {
    expect(loadConfig({}, '/').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }, '/').trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: '1' }, '/')).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, '/').trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' }, '/')).toThrow(/TRUST_PROXY/);
  });

  it('reads ALLOWED_ORIGINS as a list of origins (none by default) and refuses anything else', () => {
    expect(loadConfig({}, '/').allowedOrigins).toEqual([]);
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://rayyan.example, https://app.rayyan.example:8443/ignored/path' }, '/').allowedOrigins).toEqual([
      'https://rayyan.example',
      'https://app.rayyan.example:8443',
    ]);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'rayyan.example' }, '/')).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'ftp://rayyan.example' }, '/')).toThrow(/ALLOWED_ORIGINS/);
  });

  it('fails fast naming every bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', JWT_SECRET: 'short', DATABASE_URL: 'mysql://x' }, '/');
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET/);
  });
});

describe('resolveJwtSecret', () => {
  it('generates a secret once, keeps it private in the data folder, and warns', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rayyan-config-'));
    const warnings: string[] = [];
    const first = resolveJwtSecret({ jwtSecret: undefined, dataDir }, (message) => warnings.push(message));
    const second = resolveJwtSecret({ jwtSecret: undefined, dataDir }, () => {});
    expect(first).toBe(second);
    expect(Buffer.from(first, 'base64url')).toHaveLength(48);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(warnings[0]).toMatch(/JWT_SECRET is not set/);
  });

  it('prefers JWT_SECRET', () => {
    expect(resolveJwtSecret({ jwtSecret: 's'.repeat(32), dataDir: '/nonexistent' }, () => {})).toBe('s'.repeat(32));
  });
});
