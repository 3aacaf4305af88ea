// The deadline rush (decision 011): on PostgreSQL with two server processes, 28 managers at once bid
// on one auction, send clause offers and place bets for RUSH_SECONDS, each request as the web app
// sends it (current request shapes, a fresh Idempotency-Key per action; RUSH_SECONDS=0 skips it). Reports p50/p99 per
// action, the answers split into accepted (2xx), expected refusals (outbid, an offer already
// open...), unexpected 4xx and 5xx, and the invariants afterwards (every ledger equals its budget,
// no budget negative, every player on exactly one existing team). Then every listed read against
// a bare Fastify answering the same route shapes in the same run.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'superliga_rush';
const DB_URL = `postgres://postgres@127.0.0.1:5432/${DB}`;
const MANAGERS = 28;
/** Seconds of the same load before the measured ones (RUSH_WARMUP_SECONDS). */
const WARMUP_SECONDS = 5;
/**
 * Added to every manager's budget before the rush (through the ledger, as an Admin does with
 * PUT /users/{id} budget_change): the demo budgets (90–150 M) last about a hundred 1 M stakes,
 * and a rush of managers who ran out of money in its first seconds would measure refusals.
 */
const TOP_UP = 100_000_000_000;

const pct = (xs, p) => (xs.length ? +[...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))].toFixed(1) : null);
const newKey = () => randomBytes(16).toString('hex');

async function adminQuery(sql) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function startServer(port, demo, extraEnv = {}, cwd = undefined) {
  return spawn(process.execPath, [...(process.env.RUSH_NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: DB_URL,
      DEMO_DATA: demo ? '1' : '0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '100000',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * CPU seconds (user + system) used so far by these processes, and by PostgreSQL: its live
 * processes plus, on the postmaster, the backends that have ended. Linux's /proc; null elsewhere.
 */
function cpuSeconds(pids) {
  const TICKS = 100; // USER_HZ on Linux
  const fields = (pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      return {
        comm: stat.slice(stat.indexOf('(') + 1, close),
        f: stat
          .slice(close + 2)
          .split(' ')
          .map(Number),
      };
    } catch {
      return null;
    }
  };
  // After "(comm) ": state is [0]; utime, stime, cutime, cstime are [11]..[14].
  const own = (f) => f[11] + f[12];
  const server = pids.map(fields);
  if (server.some((x) => !x)) return null;
  let postgres = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const x = fields(pid);
    if (x?.comm === 'postgres') postgres += own(x.f) + x.f[13] + x.f[14];
  }
  return { servers: server.reduce((a, x) => a + own(x.f), 0) / TICKS, postgres: postgres / TICKS };
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

/**
 * Kept-alive connections for the managers' calls. Node's http client rather than fetch: the load
 * runs on the same two cores as the servers and PostgreSQL, and fetch (undici's full WHATWG
 * machinery) cost about twice the CPU per call, taken from what is being measured.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One API call as the web app makes it: JSON, the bearer token, and a fresh key on writes. */
function call(base, method, path, token, body) {
  const headers = {};
  const payload = body === undefined ? undefined : JSON.stringify(body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (method !== 'GET') headers['idempotency-key'] = newKey();
  const t = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api${path}`, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        let json = {};
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {}
        resolve({ status: res.statusCode, body: json, ms: performance.now() - t });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function must(promise, what) {
  const r = await promise;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${r.body?.message ?? ''}`);
  return r.body;
}

/**
 * The refusals a rush produces by itself, each with its reason: anything else (a 422 for a shape,
 * a 404, a 409 after the retries ran out) is unexpected and counted apart.
 */
function expectedRefusals(L) {
  const inOperation = L.MARKET_MSG.playerInOperation('\u0000', '\u0000').split('\u0000');
  return {
    bid: [
      // The documents' text, alone or followed by the least amount (as servers before decision 031 told it).
      [422, (m) => m.startsWith(L.MSG.bidTooLow), 'outbid (a higher bid got in first)'],
      [409, (m) => m === L.AUCTION_MSG.bidTaken, 'outbid (the same amount got in first)'],
      [409, (m) => m === L.AUCTION_MSG.leaderCannotRaise, 'already leading (a leader raises his maximum, not his bid)'],
    ],
    offer: [
      [409, (m) => m === L.MARKET_MSG.clauseDuplicate, 'already has an open offer for the player'],
      [409, (m) => m === L.SEASON_RULES_MSG.roundAlreadyRevealed, 'the round was revealed'],
      [409, (m) => m.includes(inOperation[1]) && m.endsWith(inOperation[2]), 'player in another operation'],
      [409, (m) => /por cláusula esta temporada/.test(m), 'team at its clause losses'],
    ],
    bet: [],
  };
}

export async function rush({
  ports = (process.env.RUSH_PORTS ?? '3460,3461').split(',').map(Number),
  seconds = Number(process.env.RUSH_SECONDS ?? 30),
  warmup = Number(process.env.RUSH_WARMUP_SECONDS ?? WARMUP_SECONDS),
  /** The checkout whose server is measured (another commit's worktree, for a before and after). */
  cwd = undefined,
  /** Whether the reads against a bare Fastify are measured too. */
  withReads = process.env.RUSH_READS !== '0',
} = {}) {
  const L = await tsImport('../packages/league/src/index.ts', import.meta.url);
  const expected = expectedRefusals(L);
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  await adminQuery(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${DB}`);
  // The first process loads the demo league, then the second joins.
  const procs = [startServer(ports[0], true, {}, cwd)];
  try {
    await healthy(bases[0]);
    procs.push(startServer(ports[1], false, {}, cwd));
    await healthy(bases[1]);
    const login = (email) => must(call(bases[0], 'POST', '/login', undefined, { email, password: 'superliga' }), `login ${email}`);
    const admin = (await login('admin@superliga.local')).token;
    const managers = [];
    for (let i = 1; i <= MANAGERS; i++) {
      const { token, user } = await login(`manager${i}@superliga.local`);
      if (!user.team) throw new Error(`manager${i} has no team`);
      managers.push({ i: i - 1, token, id: user.id, name: user.name, team: user.team.id, n: 0 });
    }
    for (const m of managers)
      await must(call(bases[0], 'PUT', `/users/${m.id}`, admin, { budget_change: TOP_UP, reason: 'Recarga del banco de pruebas' }), `budget of ${m.name}`);

    // The reads first, while nothing else runs on the servers (after the rush, the notifications
    // it queued are still being delivered alongside). RUSH_READS=0 leaves them out.
    const reads = withReads ? await readRatios(bases[0], admin, procs[0].pid) : [];

    const seasons = await must(call(bases[0], 'GET', '/season', admin), 'seasons');
    const season = seasons.data.find((s) => s.current) ?? seasons.data.find((s) => s.active);
    const rules = await must(call(bases[0], 'GET', `/seasons/${season.id}/rules`, admin), 'season rules');

    // One open auction everybody bids on: the demo league's open one that ends last.
    const auctions = await must(call(bases[0], 'GET', '/auction/last', admin), 'auctions');
    const auction = auctions
      .filter((a) => a.status === 'open' && Date.parse(a.ends_at) > Date.now() + 5 * 60_000)
      .sort((a, b) => Date.parse(b.ends_at) - Date.parse(a.ends_at))[0];
    if (!auction) throw new Error('the demo league has no open auction');
    const bidding = {
      highest: auction.amount ?? 0,
      next: auction.amount === null ? L.minimumFirstBid(auction.player.value, rules) : auction.amount + rules.auction_min_raise,
    };

    // One match bet everybody stakes on (active from its creation).
    const bet = await must(
      call(bases[0], 'POST', '/bets', admin, {
        match: 'Rush FC - Bench FC',
        description: 'Apuesta del rush',
        home_odd: '2.10',
        away_odd: '3.40',
        draw_odd: '3.00',
        under: '1.90',
        over: '1.90',
      }),
      'match bet',
    );
    const betOptions = ['Home', 'Away', 'Draw', 'Over', 'Under'];

    // Offer targets: every player another manager's team could lose by clause, at the season's
    // lowest clause total. Manager i starts at its own place in the list and walks it, so each
    // player is wanted by several managers over the rush (they meet on the player's row lock).
    const targets = [];
    for (const m of managers) {
      const team = await must(call(bases[0], 'GET', `/teams/${m.team}`, m.token), `team ${m.team}`);
      for (const p of team.players)
        if (L.canBeClauseTarget({ status: p.status, division: team.division }) && p.id !== auction.id_player)
          targets.push({ id: p.id, team: m.team, total: L.clauseRange(p.value, rules).min });
    }
    const offerTarget = (m) => {
      for (;;) {
        const t = targets[(m.i * Math.ceil(targets.length / MANAGERS) + m.n++) % targets.length];
        if (t.team !== m.team) return t;
      }
    };

    const actions = {
      bid: async (m) => {
        const amount = Math.max(bidding.next, bidding.highest + rules.auction_min_raise);
        bidding.next = amount + rules.auction_min_raise;
        const r = await call(bases[m.i % 2], 'POST', `/auctions/${auction.id}/bids`, m.token, { amount });
        if (r.status === 201) bidding.highest = Math.max(bidding.highest, r.body.amount);
        return r;
      },
      offer: (m) => {
        const t = offerTarget(m);
        return call(bases[(m.i + 1) % 2], 'POST', '/clausula_rescision', m.token, { id_player: t.id, id_team: t.team, total_value: t.total });
      },
      bet: (m) => call(bases[m.i % 2], 'POST', '/apuesta/jugador', m.token, { id_bet: bet.id, amount: rules.bet_min, selected_option: betOptions[m.n % 5] }),
    };
    const stats = Object.fromEntries(Object.keys(actions).map((k) => [k, { ms: [], status: {}, accepted: 0, expected: {}, unexpected: {}, server_errors: 0 }]));
    const classify = (name, r) => {
      const s = stats[name];
      s.ms.push(r.ms);
      s.status[r.status] = (s.status[r.status] ?? 0) + 1;
      const message = String(r.body?.message ?? '');
      if (typeof r.status === 'number' && r.status < 300) s.accepted++;
      else if (typeof r.status !== 'number' || r.status >= 500) {
        s.server_errors++;
        s.sample_5xx ??= message;
      } else {
        const reason = expected[name].find(([status, test]) => status === r.status && test(message))?.[2];
        const bucket = reason ? s.expected : s.unexpected;
        const label = reason ?? `${r.status} ${message.slice(0, 120)}`;
        bucket[label] = (bucket[label] ?? 0) + 1;
      }
    };

    // The set-up (a new database, the demo league) wrote a lot of WAL: a checkpoint now, so one
    // that the WAL's size would force does not land inside the 30 s (it made runs differ by a third).
    await adminQuery('CHECKPOINT');
    // Every manager repeats bid → offer → bet with no pause until `until`; with `record`, each
    // answer is counted. The warm-up's are not, but a 5xx there is still a 5xx: those are counted.
    const order = ['bid', 'offer', 'bet'];
    const warm = { requests: 0, server_errors: 0 };
    const load = (until, record) =>
      Promise.all(
        managers.map(async (m) => {
          for (let k = m.i; Date.now() < until; k++) {
            const name = order[k % 3];
            let r;
            try {
              r = await actions[name](m);
            } catch (err) {
              r = { status: 'network', ms: 0, body: { message: String(err) } };
            }
            if (record) classify(name, r);
            else {
              warm.requests++;
              if (typeof r.status !== 'number' || r.status >= 500) warm.server_errors++;
            }
          }
        }),
      );
    // A server at a deadline has been serving for hours: its code is compiled and its pool open.
    // The same load for WARMUP_SECONDS first, not counted, so the 30 s measure that server and
    // not the first calls of a process started a minute ago.
    console.log(
      `rush: ${MANAGERS} managers, ${warmup} s warm-up, then ${seconds} s measured; auction #${auction.id}, bet #${bet.id}, ${targets.length} offer targets`,
    );
    await load(Date.now() + warmup * 1000, false);
    const cpuBefore = cpuSeconds(procs.map((p) => p.pid));
    await load(Date.now() + seconds * 1000, true);
    const cpuAfter = cpuSeconds(procs.map((p) => p.pid));

    const invariants = await checkInvariants();
    const actionsOut = Object.entries(stats).map(([name, s]) => ({
      action: name,
      requests: s.ms.length,
      p50: pct(s.ms, 0.5),
      p99: pct(s.ms, 0.99),
      accepted: s.accepted,
      expected_4xx: Object.values(s.expected).reduce((a, b) => a + b, 0),
      unexpected_4xx: Object.values(s.unexpected).reduce((a, b) => a + b, 0),
      server_errors: s.server_errors,
      status: s.status,
      expected: s.expected,
      unexpected: s.unexpected,
      sample_5xx: s.sample_5xx,
    }));
    // What a request cost, on this host's clock rather than its latency (which moves with
    // whatever else the host runs): CPU milliseconds per request, servers and PostgreSQL.
    const requests = Object.values(stats).reduce((n, st) => n + st.ms.length, 0);
    const cpu =
      cpuBefore && cpuAfter
        ? {
            server_ms_per_request: +(((cpuAfter.servers - cpuBefore.servers) * 1000) / requests).toFixed(2),
            postgres_ms_per_request: +(((cpuAfter.postgres - cpuBefore.postgres) * 1000) / requests).toFixed(2),
          }
        : null;
    return { seconds, warmup, warm, cpu, managers: managers.length, processes: 2, auction: auction.id, bet: bet.id, actions: actionsOut, invariants, reads };
  } finally {
    for (const p of procs) p.kill('SIGTERM');
    await Promise.all(procs.map((p) => new Promise((r) => (p.exitCode !== null ? r() : p.on('exit', r)))));
  }
}

/** Read straight from the database once the rush is over. */
async function checkInvariants() {
  const c = new pg.Client({ connectionString: DB_URL });
  await c.connect();
  try {
    const off = await c.query(
      `select u.id from users u left join ledger_entries l on l.user_id = u.id group by u.id, u.profits having u.profits <> coalesce(sum(l.amount), 0)`,
    );
    const negative = await c.query('select count(*)::int as n from users where profits < 0');
    const orphan = await c.query('select count(*)::int as n from players p left join teams t on t.id = p.id_team where t.id is null');
    return { ledger_equals_budgets: off.rowCount === 0, negative_budgets: negative.rows[0].n, players_without_one_team: orphan.rows[0].n };
  } finally {
    await c.end();
  }
}

/** CPU time (ms) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuMs(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in clock ticks of 10 ms
}

/** autocannon on `url`, with the CPU time per request of the server process `pid` (µs). */
async function measured(pid, opts) {
  const before = cpuMs(pid);
  const out = await cannon(opts);
  const after = cpuMs(pid);
  out.cpu_us_per_request = before === null || !out.requests.total ? null : +(((after - before) * 1000) / out.requests.total).toFixed(1);
  return out;
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
export async function readRatios(base, token, serverPid) {
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
      const ours = await measured(serverPid, { url: base + r.path, headers: r.headers });
      const them = await measured(bare.pid, { url: bareBase + r.path });
      const rps = Math.round(ours.requests.average);
      const bareRps = Math.round(them.requests.average);
      // CPU per request of each server process: steadier than req/s on a shared machine (the
      // load generator and other work take turns with both servers alike).
      const cpu = ours.cpu_us_per_request;
      const bareCpu = them.cpu_us_per_request;
      const cpuRatio = cpu && bareCpu ? +(bareCpu / cpu).toFixed(3) : null;
      out.push({
        name: r.name,
        status: r.status,
        rps,
        bare_rps: bareRps,
        ratio: +(rps / bareRps).toFixed(3),
        cpu_us: cpu,
        bare_cpu_us: bareCpu,
        cpu_ratio: cpuRatio,
        p99: ours.latency.p99,
        errors: ours.non2xx + ours.errors,
      });
      console.log(
        `read ${r.name}: ${rps} req/s, bare ${bareRps}, ratio ${(rps / bareRps).toFixed(3)}; CPU ${cpu} µs/request, bare ${bareCpu}, ratio ${cpuRatio}`,
      );
    }
    return out;
  } finally {
    bare.kill('SIGTERM');
    await new Promise((r) => (bare.exitCode !== null ? r() : bare.on('exit', r)));
  }
}

/** The five most frequent answers, then how many kinds more (a refusal quoting an amount differs by amount). */
const tally = (o) => {
  const rows = Object.entries(o).sort((a, b) => b[1] - a[1]);
  const shown = rows.slice(0, 5).map(([k, v]) => `${k}: ${v}`);
  if (rows.length > 5) shown.push(`and ${rows.length - 5} more kinds (${rows.slice(5).reduce((n, [, v]) => n + v, 0)} answers)`);
  return shown.join('; ') || '—';
};

/** Whether the rush met its targets: no 5xx, the invariants true, p99 under 250 ms per action. */
export function rushVerdict(r) {
  const problems = [];
  if (r.warm?.server_errors) problems.push(`warm-up: ${r.warm.server_errors} 5xx`);
  for (const a of r.actions) {
    if (a.server_errors) problems.push(`${a.action}: ${a.server_errors} 5xx`);
    if (a.p99 !== null && a.p99 >= 250) problems.push(`${a.action}: p99 ${a.p99} ms`);
    if (a.requests && a.accepted + a.expected_4xx < a.requests / 2) problems.push(`${a.action}: most requests refused unexpectedly`);
  }
  const inv = r.invariants;
  if (!inv.ledger_equals_budgets) problems.push('a ledger differs from its budget');
  if (inv.negative_budgets) problems.push(`${inv.negative_budgets} negative budgets`);
  if (inv.players_without_one_team) problems.push(`${inv.players_without_one_team} players without one team`);
  for (const x of r.reads ?? []) if (x.ratio < 0.35) problems.push(`${x.name}: ${x.ratio} of bare Fastify`);
  return problems;
}

export function rushLines(r) {
  const lines = [
    `## Deadline rush (PostgreSQL, ${r.processes} server processes, ${r.managers} managers at once, ${r.seconds} s after ${r.warmup} s of warm-up)`,
    '',
    `Every manager repeats bid → offer → bet with no pause, as the web app sends them (a fresh Idempotency-Key each); bids on auction #${r.auction}, stakes on match bet #${r.bet}, clause offers at the season's lowest total on other managers' players. Budgets topped up first through the ledger. The same load runs ${r.warmup} s before the measured ${r.seconds} s and is not counted: a server at a deadline has been serving for hours, its code compiled and its pool open (warm-up: ${r.warm?.requests ?? '—'} requests, ${r.warm?.server_errors ?? '—'} 5xx).`,
    '',
    '| action | requests | p50 ms | p99 ms | accepted (2xx) | expected 4xx | unexpected 4xx | 5xx |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const a of r.actions)
    lines.push(
      `| ${a.action} | ${a.requests} | ${a.p50 ?? '—'} | ${a.p99 ?? '—'} | ${a.accepted} | ${a.expected_4xx} | ${a.unexpected_4xx} | ${a.server_errors} |`,
    );
  lines.push('');
  for (const a of r.actions) {
    lines.push(
      `- ${a.action}: expected refusals: ${tally(a.expected)}. Unexpected: ${tally(a.unexpected)}.${a.sample_5xx ? ` A 5xx said: ${a.sample_5xx}` : ''}`,
    );
  }
  const inv = r.invariants;
  lines.push(
    '',
    `Invariants afterwards: ledger equals budgets ${inv.ledger_equals_budgets ? 'yes' : 'NO'}; negative budgets ${inv.negative_budgets}; players not on exactly one team ${inv.players_without_one_team}. Target: p99 < 250 ms per action, 0 5xx.`,
    '',
    r.cpu
      ? `CPU per request over the measured seconds (all actions): server processes ${r.cpu.server_ms_per_request} ms, PostgreSQL ${r.cpu.postgres_ms_per_request} ms. Steadier than latency on a shared host: compare changes by it.`
      : 'CPU per request: not measured (no /proc).',
  );
  if (r.reads?.length)
    lines.push(
      '',
      '### Reads against a bare Fastify (same paths, same bodies, same run; demo league on PostgreSQL; target ratio ≥ 0.35)',
      '',
      'ratio = our req/s ÷ bare req/s; CPU ratio = bare CPU µs per request ÷ ours (the same measure, steadier on a shared machine).',
      '',
      '| read | status | req/s | bare Fastify req/s | ratio | CPU µs/request | bare CPU µs/request | CPU ratio | p99 ms | errors |',
      '|---|---|---|---|---|---|---|---|---|---|',
    );
  for (const x of r.reads ?? [])
    lines.push(
      `| ${x.name} | ${x.status} | ${x.rps} | ${x.bare_rps} | ${x.ratio} | ${x.cpu_us ?? '—'} | ${x.bare_cpu_us ?? '—'} | ${x.cpu_ratio ?? '—'} | ${x.p99} | ${x.errors} |`,
    );
  const problems = rushVerdict(r);
  lines.push('', problems.length ? `**Targets missed:** ${problems.join('; ')}.` : '**Every target met.**', '');
  return lines;
}
