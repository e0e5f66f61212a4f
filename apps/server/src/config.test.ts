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

  it('reads TRUST_PROXY as a hop count or a list of proxies; true means one hop', () => {
    const trust = (v: string) => loadConfig({ TRUST_PROXY: v, DATA_DIR: dir() }).trustProxy;
    expect(loadConfig({ DATA_DIR: dir() }).trustProxy).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    const hops = (v: string) => {
      const fn = trust(v);
      if (typeof fn !== 'function') throw new Error(`${v} is no hop count`);
      return [0, 1, 2, 3].map((hop) => fn('192.0.2.1', hop));
    };
    expect(hops('true')).toEqual([true, false, false, false]);
    expect(hops('1')).toEqual([true, false, false, false]);
    expect(hops('2')).toEqual([true, true, false, false]);
    expect(trust('10.0.0.1, 192.168.0.0/16,::1')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
    for (const bad of ['maybe', '10.0.0.1/33', '10.0.0.1,nope', '-1']) {
      expect(() => trust(bad)).toThrow(/TRUST_PROXY/);
    }
  });
});
