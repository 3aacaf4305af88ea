// The deadline rush (issue 17): on PostgreSQL with two server processes, 28 managers at once bid
// on one auction, send clause offers and place bets for RUSH_SECONDS; reports p50/p99 per action,
// the answers by status (5xx must be 0) and the invariants afterwards (every ledger equals its
// budget, no budget negative, every player on exactly one existing team).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'superliga_rush';
const DB_URL = `postgres://postgres@127.0.0.1:5432/${DB}`;

const pct = (xs, p) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] : null);

async function adminQuery(sql) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function startServer(port, demo) {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: DB_URL,
      DEMO_DATA: demo ? '1' : '0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function healthy(base) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base} did not start`);
}

async function call(base, method, path, token, body) {
  const t = performance.now();
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  return { status: res.status, body: json, ms: performance.now() - t };
}

export async function rush({ ports = (process.env.RUSH_PORTS ?? '3460,3461').split(',').map(Number), seconds = Number(process.env.RUSH_SECONDS ?? 30) } = {}) {
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  await adminQuery(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${DB}`);
  // The first process loads the demo league, then the second joins.
  const procs = [startServer(ports[0], true)];
  try {
    await healthy(bases[0]);
    procs.push(startServer(ports[1], false));
    await healthy(bases[1]);
    const login = async (email) => (await call(bases[0], 'POST', '/login', undefined, { email, password: 'superliga' })).body;
    const admin = (await login('admin@superliga.local')).token;
    const managers = [];
    for (let i = 1; i <= 28; i++) {
      const { token, user } = await login(`manager${i}@superliga.local`);
      managers.push({ token, id: user.id, team: user.team?.id ?? user.id_team?.id });
    }

    // One open auction everybody bids on: the first open one of the demo league.
    const last = await call(bases[0], 'GET', '/auction/last', admin);
    const auction = (last.body.data ?? []).find((a) => a.status === 'open');
    // One active match bet everybody stakes on.
    const bet = await call(bases[0], 'POST', '/bets', admin, {
      match: 'Rush FC - Bench FC',
      description: 'Apuesta del bench',
      home_odd: '2.10',
      away_odd: '3.40',
      draw_odd: '3.00',
      under: '1.90',
      over: '1.90',
    });
    const betId = bet.body.id ?? bet.body.bet?.id ?? bet.body.data?.id;
    if (betId) await call(bases[0], 'PUT', `/bets/${betId}`, admin, { active: 'on' });
    // Each manager offers for players of the next manager's team.
    for (const m of managers) {
      const team = await call(bases[0], 'GET', `/teams/${m.team}`, m.token);
      m.players = (team.body.players ?? []).filter((p) => p.status !== 'bloqueado').map((p) => ({ id: p.id, value: p.value }));
    }
    let bidAmount = Math.max(auction?.max_bid ?? auction?.amount ?? 0, auction?.value ?? 0, 1_000_000);
    const actions = {
      bid: (m) => call(bases[m.i % 2], 'POST', `/auctions/${auction.id}/bids`, m.token, { amount: (bidAmount += 1_000_000) }),
      offer: (m) => {
        const target = managers[(m.i + 1) % managers.length];
        const p = target.players[m.n++ % Math.max(1, target.players.length)];
        return call(bases[(m.i + 1) % 2], 'POST', '/clausula_rescision', m.token, {
          id_player: p?.id ?? 1,
          id_team: target.team,
          value: p?.value ?? 1_000_000,
          extra_value: 0,
        });
      },
      bet: (m) =>
        call(bases[m.i % 2], 'POST', '/apuesta/jugador', m.token, { id_bet: betId, amount: 1_000_000, selected_option: ['Home', 'Away', 'Draw'][m.n++ % 3] }),
    };
    const stats = Object.fromEntries(Object.keys(actions).map((k) => [k, { ms: [], status: {} }]));
    const end = Date.now() + seconds * 1000;
    await Promise.all(
      managers.map(async (m, i) => {
        m.i = i;
        m.n = 0;
        const order = ['bid', 'offer', 'bet'];
        for (let k = i; Date.now() < end; k++) {
          const name = order[k % 3];
          if (name === 'bid' && !auction) continue;
          let r;
          try {
            r = await actions[name](m);
          } catch (err) {
            r = { status: 'network', ms: 0, body: { message: String(err) } };
          }
          const s = stats[name];
          s.ms.push(r.ms);
          s.status[r.status] = (s.status[r.status] ?? 0) + 1;
          if (typeof r.status === 'number' && r.status >= 500) s.sample ??= r.body?.message;
        }
      }),
    );

    const reads = await readRatios(bases[0], admin);
    // Invariants, read straight from the database.
    const c = new pg.Client({ connectionString: DB_URL });
    await c.connect();
    let invariants;
    try {
      const off = await c.query(
        `select u.id from users u left join ledger_entries l on l.user_id = u.id group by u.id, u.profits having u.profits <> coalesce(sum(l.amount), 0)`,
      );
      const negative = await c.query('select count(*)::int as n from users where profits < 0');
      const orphan = await c.query('select count(*)::int as n from players p left join teams t on t.id = p.id_team where t.id is null');
      invariants = { ledger_equals_budgets: off.rowCount === 0, negative_budgets: negative.rows[0].n, players_without_one_team: orphan.rows[0].n };
    } finally {
      await c.end();
    }
    const actionsOut = Object.entries(stats).map(([name, s]) => ({
      action: name,
      requests: s.ms.length,
      p50: pct(s.ms, 0.5) === null ? null : +pct(s.ms, 0.5).toFixed(1),
      p99: pct(s.ms, 0.99) === null ? null : +pct(s.ms, 0.99).toFixed(1),
      status: s.status,
      server_errors: Object.entries(s.status)
        .filter(([k]) => k === 'network' || Number(k) >= 500)
        .reduce((n, [, v]) => n + v, 0),
      sample_5xx: s.sample,
    }));
    return { seconds, managers: managers.length, processes: 2, auction: auction?.id ?? null, bet: betId ?? null, actions: actionsOut, invariants, reads };
  } finally {
    for (const p of procs) p.kill('SIGTERM');
    await Promise.all(procs.map((p) => new Promise((r) => (p.exitCode !== null ? r() : p.on('exit', r)))));
  }
}

const cannon = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: 20, duration: Number(process.env.RATIO_SECONDS ?? 4), ...opts }, (err, out) => (err ? reject(err) : resolve(out))),
  );

/**
 * Every listed read against a bare Fastify answering the same paths with the same bodies (no
 * hooks, no database) in the same run: the ratio says what our stack costs per request, apart
 * from the machine. Our server and the bare one run alternately, never at once.
 */
async function readRatios(base, token) {
  const auth = { authorization: `Bearer ${token}` };
  const tournaments = await call(base, 'GET', '/tournaments', token);
  const tournamentId = (tournaments.body.data ?? tournaments.body)?.[0]?.id ?? 1;
  const routes = [
    { name: 'GET /api/health', path: '/api/health', headers: {} },
    { name: 'GET /api/players?page=1', path: '/api/players?page=1', headers: auth },
    { name: 'GET /api/playername?name=martinez', path: '/api/playername?name=martinez', headers: auth },
    { name: 'GET /api/standings', path: `/api/standings?tournament_id=${tournamentId}`, headers: auth },
    { name: 'GET /api/teams?all=true', path: '/api/teams?all=true', headers: auth },
  ];
  const captured = new Map();
  for (const r of routes) {
    const res = await fetch(base + r.path, { headers: r.headers });
    r.status = res.status;
    captured.set(r.path.split('?')[0], await res.text());
  }
  const dir = join('bench', '.data');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'bare-routes.json');
  writeFileSync(file, JSON.stringify([...captured].map(([url, body]) => ({ url, body }))));
  // On a free port the system picks; the child prints it.
  const bare = spawn(process.execPath, ['scripts/bare-fastify.mjs'], {
    env: { ...process.env, BARE_ROUTES_FILE: file, BARE_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const barePort = await new Promise((resolve, reject) => {
      bare.stdout.once('data', (d) => resolve(Number(String(d).trim())));
      bare.once('exit', () => reject(new Error('the bare Fastify did not start')));
    });
    const bareBase = `http://127.0.0.1:${barePort}`;
    const out = [];
    for (const r of routes) {
      await cannon({ url: base + r.path, headers: r.headers, duration: 1 });
      await cannon({ url: bareBase + r.path, duration: 1 });
      const ours = await cannon({ url: base + r.path, headers: r.headers });
      const them = await cannon({ url: bareBase + r.path });
      const rps = Math.round(ours.requests.average);
      const bareRps = Math.round(them.requests.average);
      out.push({
        name: r.name,
        status: r.status,
        rps,
        bare_rps: bareRps,
        ratio: +(rps / bareRps).toFixed(3),
        p99: ours.latency.p99,
        errors: ours.non2xx + ours.errors,
      });
    }
    return out;
  } finally {
    bare.kill('SIGTERM');
    await new Promise((r) => (bare.exitCode !== null ? r() : bare.on('exit', r)));
  }
}

export function rushLines(r) {
  const lines = [
    `## Deadline rush (PostgreSQL, ${r.processes} server processes, ${r.managers} managers at once, ${r.seconds} s)`,
    '',
    '| action | requests | p50 ms | p99 ms | answers by status | 5xx |',
    '|---|---|---|---|---|---|',
  ];
  for (const a of r.actions)
    lines.push(
      `| ${a.action} | ${a.requests} | ${a.p50 ?? '—'} | ${a.p99 ?? '—'} | ${Object.entries(a.status)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')} | ${a.server_errors} |`,
    );
  const inv = r.invariants;
  lines.push(
    '',
    `Invariants afterwards: ledger equals budgets ${inv.ledger_equals_budgets ? 'yes' : 'NO'}; negative budgets ${inv.negative_budgets}; players not on exactly one team ${inv.players_without_one_team}. Target: p99 < 250 ms per action, 0 5xx.`,
    '',
  );
  lines.push(
    '### Reads against a bare Fastify (same paths, same bodies, same run; demo league on PostgreSQL)',
    '',
    '| read | status | req/s | bare Fastify req/s | ratio | p99 ms | errors |',
    '|---|---|---|---|---|---|---|',
  );
  for (const x of r.reads ?? []) lines.push(`| ${x.name} | ${x.status} | ${x.rps} | ${x.bare_rps} | ${x.ratio} | ${x.p99} | ${x.errors} |`);
  lines.push('');
  return lines;
}
