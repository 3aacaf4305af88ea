// A bare Fastify answering the same route shapes as our server (the bodies captured from it), with
// no hooks, plugins or database: the ceiling each of our reads is compared with (bench-rush.mjs).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const routes = JSON.parse(readFileSync(process.env.BARE_ROUTES_FILE, 'utf8'));
const app = Fastify({ logger: false });
for (const r of routes) app.get(r.url, (_req, reply) => reply.type('application/json; charset=utf-8').send(r.body));
await app.listen({ port: Number(process.env.BARE_PORT ?? 0), host: '127.0.0.1' });
console.log(app.server.address().port);
