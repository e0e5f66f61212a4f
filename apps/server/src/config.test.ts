import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dir = () => mkdtempSync(path.join(tmpdir(), 'rto-config-'));

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const d = dir();
    const c = loadConfig({ DATA_DIR: d });
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.uploadMaxBytes).toBe(5 * 1024 * 1024);
    expect(c.cookieSecure).toBe('auto');
  });

  it('stops on a bad value and names the variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: dir() })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: dir() })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: dir() })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ COOKIE_SECURE: 'maybe', DATA_DIR: dir() })).toThrow(/COOKIE_SECURE/);
  });

  it('refuses to start in production without a secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir() })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dir(), JWT_SECRET: 'x'.repeat(40) }).seedDemo).toBe(false);
  });

  it('keeps a generated demo secret in the data folder so sessions survive restarts', () => {
    const d = dir();
    const first = loadConfig({ DATA_DIR: d }).jwtSecret;
    expect(readFileSync(path.join(d, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: d }).jwtSecret).toBe(first);
  });
});
