import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';

describe('loadConfig', () => {
  it('has defaults that run on a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, jwtTtlMinutes: 30, databaseUrl: undefined, production: false });
    expect(config.dataDir).toBe(path.resolve('data'));
  });

  it('names every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: '70000', JWT_TTL_MINUTES: 'soon', DATABASE_URL: 'mysql://x', NODE_ENV: 'production' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toHaveLength(4);
  });

  it('requires a JWT_SECRET of 32 bytes or more in production only', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(31) })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toHaveLength(32);
    expect(loadConfig({ JWT_SECRET: '' }).jwtSecret).toBeUndefined();
  });

  it('moves the clock ahead only outside production, by whole hours', async () => {
    expect(loadConfig({ CLOCK_OFFSET_HOURS: '24' }).clockOffsetMs).toBe(86_400_000);
    expect(loadConfig({}).clockOffsetMs).toBe(0);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), CLOCK_OFFSET_HOURS: '1' })).toThrow(/CLOCK_OFFSET_HOURS/);
    expect(() => loadConfig({ CLOCK_OFFSET_HOURS: 'tomorrow' })).toThrow(/CLOCK_OFFSET_HOURS/);
    const { offsetClock } = await import('../../../src/server/clock');
    const ahead = offsetClock(86_400_000).now().getTime() - Date.now();
    expect(ahead).toBeGreaterThan(86_399_000);
  });
});
