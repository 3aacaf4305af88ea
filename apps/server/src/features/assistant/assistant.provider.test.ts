import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, RULEBOOK, sectionText } from '@superliga/league';
import { chatMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createUser } from '../../../test/factories';

/**
 * The provider path against a small OpenAI-compatible server on 127.0.0.1. What it does depends
 * on the last user message: 'falla' answers 500, 'colgate' never answers, anything else replies.
 */
type Call = { auth: string | undefined; body: { model: string; messages: { role: string; content: string }[] } };
const calls: Call[] = [];
let provider: Server;
let t: TestApp;
let manager: Awaited<ReturnType<typeof createManager>>;

async function readJson(req: IncomingMessage) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return JSON.parse(raw);
}

beforeAll(async () => {
  provider = createServer(async (req, res) => {
    const body = await readJson(req);
    calls.push({ auth: req.headers.authorization, body });
    if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
    const last = body.messages.at(-1).content as string;
    if (last === 'colgate') return; // hangs: the app's timeout must answer
    if (last === 'falla') return res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
    if (last === 'vacío') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[]}');
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: `Respuesta a: ${last}` } }] }));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  t = await createTestApp({
    config: { LLM_BASE_URL: `http://127.0.0.1:${port}/v1/`, LLM_API_KEY: 'clave-de-prueba', LLM_MODEL: 'modelo-de-prueba' },
    assistant: { max: 100, windowMs: 60_000, timeoutMs: 300 },
  });
  manager = await createManager(t.db, 'Segunda', { name: 'Paula Proveedor', profits: 42_000_000 });
});
afterAll(async () => {
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
  await t.close();
});

const ask = (content: string) => t.request('POST', '/api/chatbot', { token: manager.token, body: { model: 'gpt-3.5-turbo', content } });
const stored = async () => (await t.db.select().from(chatMessages)).length;

describe('POST /api/chatbot with a model provider', () => {
  it('sends the rulebook, the user’s own data and the history, and returns the reply', async () => {
    const first = await ask('¿Cuánto puedo gastar?');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Respuesta a: ¿Cuánto puedo gastar?' });
    const second = await ask('¿Y en subastas?');
    expect(second.body.message).toBe('Respuesta a: ¿Y en subastas?');

    const call = calls.at(-1)!;
    expect(call.auth).toBe('Bearer clave-de-prueba');
    expect(call.body.model).toBe('modelo-de-prueba');
    const [system, ...rest] = call.body.messages;
    expect(system!.role).toBe('system');
    for (const section of RULEBOOK.sections) expect(system!.content).toContain(sectionText(section));
    expect(system!.content).toContain('PAULA PROVEEDOR');
    expect(system!.content).toContain('Tu presupuesto es de $ 42.000.000');
    expect(system!.content).toContain(`${manager.team.name} (Segunda)`);
    expect(rest).toEqual([
      { role: 'user', content: '¿Cuánto puedo gastar?' },
      { role: 'assistant', content: 'Respuesta a: ¿Cuánto puedo gastar?' },
      { role: 'user', content: '¿Y en subastas?' },
    ]);
  });

  it('never puts another user’s conversation in the context', async () => {
    const other = await createUser(t.db, { name: 'Otro Usuario' });
    await t.request('POST', '/api/chatbot', { token: other.token, body: { content: 'mi pregunta' } });
    const call = calls.at(-1)!;
    expect(call.body.messages.slice(1)).toEqual([{ role: 'user', content: 'mi pregunta' }]);
    expect(call.body.messages[0]!.content).not.toContain('Paula');
  });

  it.each([
    ['falla', 502, 'badGateway'],
    ['vacío', 502, 'badGateway'],
    ['colgate', 504, 'gatewayTimeout'],
  ])('a provider that %s gives %i with the Spanish error and stores nothing', async (content, status, code) => {
    const before = await stored();
    const res = await ask(content);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ code, message: MSG.assistantError });
    expect(await stored()).toBe(before);
  });
});

describe('rate limit per user', () => {
  it('refuses with 429 in Spanish past the limit, for that user only', async () => {
    const limited = await createTestApp({ assistant: { max: 3, windowMs: 60_000, timeoutMs: 300 } });
    try {
      const a = await createUser(limited.db);
      const b = await createUser(limited.db);
      const send = (token: string) => limited.request('POST', '/api/chatbot', { token, body: { content: 'hola' } });
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => send(a.token)));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429]);
      expect(answers.find((r) => r.status === 429)!.body).toEqual({ code: 'tooManyRequests', message: MSG.tooManyRequests });
      expect((await send(b.token)).status).toBe(200);
      expect((await limited.request('GET', '/api/chatbot', { token: a.token })).body.data).toHaveLength(6);
    } finally {
      await limited.close();
    }
  });
});
