import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig: the settings of many processes (decision 006)', () => {
  it('sessions end after 30 idle days unless SESSION_IDLE_DAYS says otherwise', () => {
    expect(loadConfig({}).SESSION_IDLE_DAYS).toBe(30);
    expect(loadConfig({ SESSION_IDLE_DAYS: '7' }).SESSION_IDLE_DAYS).toBe(7);
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '0' })).toThrow(/SESSION_IDLE_DAYS/);
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    ['1000', 1000],
  ])('LOGIN_RATE_LIMIT=%s is %s (unset: the built-in login limits)', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { LOGIN_RATE_LIMIT: value }).LOGIN_RATE_LIMIT).toBe(expected);
  });

  it.each(['0', '-5', 'muchos', '2.5'])('refuses LOGIN_RATE_LIMIT=%s', (value) => {
    expect(() => loadConfig({ LOGIN_RATE_LIMIT: value })).toThrow(/LOGIN_RATE_LIMIT/);
  });

  it('refuses OUTGOING_ALLOW_LOOPBACK in production; tests and development may set it', () => {
    expect(() => loadConfig({ OUTGOING_ALLOW_LOOPBACK: '1', NODE_ENV: 'production' })).toThrow(/OUTGOING_ALLOW_LOOPBACK: not allowed with NODE_ENV=production/);
    expect(loadConfig({ OUTGOING_ALLOW_LOOPBACK: '1', NODE_ENV: 'test' }).OUTGOING_ALLOW_LOOPBACK).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).OUTGOING_ALLOW_LOOPBACK).toBeFalsy();
  });

  it('PG_BIN_DIR is unset unless given (pg_dump from the PATH)', () => {
    expect(loadConfig({}).PG_BIN_DIR).toBeUndefined();
    expect(loadConfig({ PG_BIN_DIR: '' }).PG_BIN_DIR).toBeUndefined();
    expect(loadConfig({ PG_BIN_DIR: '/usr/lib/postgresql/16/bin' }).PG_BIN_DIR).toBe('/usr/lib/postgresql/16/bin');
  });
});
