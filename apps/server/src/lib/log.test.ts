import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase } from '../../test/database';
import { loggerOptions, prettyLine } from './log';

async function logsOf(format: 'pretty' | 'json') {
  const written: string[] = [];
  const database = await createTestDatabase();
  const app = await buildApp({ database, logger: loggerOptions(format, 'info', { write: (text: string) => written.push(text) }) });
  await app.ready();
  written.length = 0;
  await app.inject({ method: 'GET', url: '/api/health' });
  await app.inject({ method: 'GET', url: '/api/settings' });
  await app.inject({ method: 'GET', url: '/api/users' });
  await app.close();
  await database.close();
  return written.join('').split('\n').filter(Boolean);
}

describe('server logs', () => {
  it('are one short readable line per request by default', async () => {
    const lines = await logsOf('pretty');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/health 200 \d+ ms$/);
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/settings 200 \d+ ms$/);
    expect(lines[2]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/users 401 \d+ ms$/);
  });

  it('are one JSON line per request when LOG_FORMAT=json', async () => {
    const lines = (await logsOf('json')).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({ level: 30, method: 'GET', url: '/api/users', status: 401, msg: 'request' });
  });

  it('show other messages with their level, and an error with its stack', () => {
    const err = new Error('se cayó');
    expect(prettyLine(JSON.stringify({ level: 40, time: 0, msg: 'conexión lenta' }))).toMatch(/^\d\d:\d\d:\d\d WARN conexión lenta$/);
    expect(prettyLine(JSON.stringify({ level: 50, time: 0, msg: 'falló', err: { message: err.message, stack: err.stack } }))).toContain(
      'ERROR falló\nError: se cayó',
    );
  });
});
