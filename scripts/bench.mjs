// `npm run bench`: loopback benchmarks of the built server on the large league, on the embedded
// database and on PostgreSQL, against a bare GET /api/health as the ceiling. Writes
// bench/results/latest.md and latest.json. Bounded: every run lasts a few seconds.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { rush, rushLines } from './bench-rush.mjs';
import { loginBundle, routeBundle } from './bundle-size.mjs';
import { startHttpsFront } from './https-front.mjs';
import { CALIBRATED, DEFAULT_CPU_SLOWDOWN, lighthouseScreens, REFERENCE_HOST_INDEX, SCREENS } from './lighthouse.mjs';
import { mergeRounds, roundOrder, withoutRuns } from './lighthouse-rounds.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const BASE = `http://127.0.0.1:${PORT}`;
/** Where the HTTPS front listens when Lighthouse goes through one (scripts/https-front.mjs). */
const FRONT_PORT = Number(process.env.BENCH_FRONT_PORT ?? PORT + 43);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const dataRoot = join('bench', '.data');
mkdirSync(dataRoot, { recursive: true });
mkdirSync(join('bench', 'results'), { recursive: true });

const sh = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
};

// `npm run bench -- --only=rush`: only the deadline rush and the reads against a bare Fastify.
// RUSH_BEFORE=<git ref> measures that commit's server first, in the same run (a worktree of it in
// bench/.before, its node_modules hard-linked from ours), so a change is judged against the same
// machine and hour: the rush and the reads against a bare Fastify, both.
if (process.argv.includes('--only=rush')) {
  let before;
  if (process.env.RUSH_BEFORE) {
    const dir = checkoutOf(process.env.RUSH_BEFORE);
    try {
      before = await rush({ cwd: dir });
    } finally {
      // Gone again, so that no test runner or linter of this checkout reads another commit's files.
      spawnSync('git', ['worktree', 'remove', '--force', dir], { stdio: 'ignore' });
    }
  }
  const result = await rush();
  const runs = before
    ? [
        { label: `before (${process.env.RUSH_BEFORE})`, result: before },
        { label: 'after (this checkout)', result },
      ]
    : [{ label: undefined, result }];
  writeFileSync(
    'bench/results/rush.json',
    JSON.stringify({ date: new Date().toISOString(), ...result, ...(before ? { before: { ref: process.env.RUSH_BEFORE, ...before } } : {}) }, null, 2) + '\n',
  );
  const text = [
    `# Deadline rush ${new Date().toISOString()}`,
    '',
    ...runs.flatMap((r) => [...(r.label ? [`# ${r.label}`, ''] : []), ...rushLines(r.result)]),
  ].join('\n');
  writeFileSync('bench/results/rush.md', text + '\n');
  console.log(text);
  // Latency and ratios depend on the machine; a 5xx or a broken invariant never does.
  const broken = (r) =>
    r.actions.some((a) => a.server_errors > 0) || !r.invariants.ledger_equals_budgets || r.invariants.negative_budgets || r.invariants.players_without_one_team;
  process.exit(runs.some((r) => broken(r.result)) ? 1 : 0);
}

/** A worktree of `ref` in bench/.before, ready to run its server (the same packages as ours). */
function checkoutOf(ref) {
  const dir = join('bench', '.before');
  spawnSync('git', ['worktree', 'remove', '--force', dir], { stdio: 'ignore' });
  rmSync(dir, { recursive: true, force: true });
  sh('git', ['worktree', 'add', '--detach', dir, ref]);
  sh('cp', ['-al', 'node_modules', join(dir, 'node_modules')]);
  return dir;
}

if (!existsSync('apps/web/dist/.vite/manifest.json')) sh('npm', ['run', 'build']);

async function pgAvailable(url) {
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

async function prepare(engine) {
  const metaFile = join(dataRoot, `${engine}-meta.json`);
  const env = { LARGE_META_FILE: metaFile, LOG_LEVEL: 'warn' };
  if (engine === 'pglite') env.DATA_DIR = join(dataRoot, 'pglite');
  else {
    const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    const exists = await admin.query("select 1 from pg_database where datname = 'superliga_bench'");
    if (!exists.rowCount || !existsSync(metaFile)) {
      await admin.query('drop database if exists superliga_bench with (force)');
      await admin.query('create database superliga_bench');
    }
    await admin.end();
    env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/superliga_bench';
  }
  if (!existsSync(metaFile)) sh('npx', ['tsx', 'apps/server/src/db/seed/large-cli.ts'], env);
  return { env, meta: JSON.parse(readFileSync(metaFile, 'utf8')) };
}

async function startServer(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, ...env, PORT: String(PORT), DEMO_DATA: '0', NODE_ENV: 'production', LOGIN_RATE_LIMIT: '100000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

async function login(email) {
  const res = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'superliga' }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return (await res.json()).token;
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

/**
 * Uncached name searches, as people type them into the search box: a deterministic mix of whole
 * surnames and first names (with their capitals and accents), their first 3 to 6 letters, two
 * words (a first name and a surname, two surnames, a surname being typed after a first name),
 * one-letter typos (of one word or of two) and names nobody has, in a fixed rotation so that any
 * stretch of requests holds the same mix. Every request is a different string, so the read cache
 * never answers it (decision 003). Once a list has been used up (thousands of requests) it comes
 * back with other capitals: a new string for the cache, the same work for the database.
 */
function searchMix({ FIRST_NAMES, LAST_NAMES }) {
  const key = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
  const unique = (xs) => [...new Map(xs.map((x) => [key(x), x])).values()];
  let seed = 1;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const shuffle = (xs) => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [xs[i], xs[j]] = [xs[j], xs[i]];
    }
    return xs;
  };
  const firsts = shuffle(unique(FIRST_NAMES));
  const lasts = shuffle(unique(LAST_NAMES));
  const words = [...firsts, ...lasts];
  const pairs = shuffle([
    ...firsts.flatMap((f) => lasts.map((l) => `${f} ${l}`)),
    ...lasts.flatMap((a) => lasts.filter((b) => b !== a).map((b) => `${a} ${b}`)),
  ]);
  const typo = (s) => {
    const k = key(s);
    const at = [...k].flatMap((c, i) => (c === ' ' ? [] : [i]));
    const i = at[Math.floor(random() * at.length)];
    const c = 'abcdefghijklmnopqrstuvwxyz'.replace(k[i], '')[Math.floor(random() * 25)];
    return k.slice(0, i) + c + k.slice(i + 1);
  };
  const oneWordTypos = shuffle(words.flatMap((w) => Array.from({ length: 8 }, () => typo(w))));
  const syllables = ['qu', 'zo', 'vri', 'bek', 'tul', 'xan', 'dro', 'fi', 'wem', 'yor', 'jup', 'hal', 'nix', 'gof', 'ste'];
  const kind = (name, list) => ({ name, list: unique(list), n: 0 });
  const prefix = kind('prefix', shuffle(words.flatMap((w) => [3, 4, 5, 6].map((n) => key(w).slice(0, n)))));
  const miss = kind('miss', shuffle(syllables.flatMap((a) => syllables.flatMap((b) => syllables.map((c) => a + b + c)))));
  const rotation = [
    kind('surname', lasts),
    kind('first name', firsts),
    prefix,
    kind('two words', pairs),
    kind('two words, typing', shuffle(firsts.flatMap((f) => lasts.flatMap((l) => [3, 4, 5].map((n) => `${key(f)} ${key(l).slice(0, n)}`))))),
    kind(
      'typo',
      oneWordTypos.flatMap((t, i) => [t, typo(pairs[i % pairs.length])]),
    ),
    miss,
    prefix,
  ];
  const spell = (s, round) => [...s].map((c, i) => ((round >> (i % 24)) & 1 ? c.toUpperCase() : c)).join('');
  const seen = new Set();
  let turn = 0;
  return function next() {
    let k = rotation[turn++ % rotation.length];
    for (let tries = 0; ; tries++) {
      if (tries > 2 * k.list.length) k = miss; // every spelling of this list is used: a miss instead
      const n = k.n++;
      const round = Math.floor(n / k.list.length);
      const q = spell(k.list[n % k.list.length], round);
      if (!seen.has(q) && !(round === 0 && seen.has(key(q)))) {
        seen.add(q).add(key(q));
        return { kind: k.name, q };
      }
    }
  };
}
const nextSearch = searchMix(await tsImport('../apps/server/src/db/seed/names.ts', import.meta.url));
const freshSearchPath = (search = nextSearch()) => `/api/playername?name=${encodeURIComponent(search.q)}`;

/**
 * Server-side-ish latency of uncached name searches: sequential requests on loopback, one at a
 * time, over the whole mix (the p95 it returns); the p95 of each kind goes to the console.
 */
async function sequentialP95(headers, n = 300) {
  const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
  const times = [];
  const byKind = {};
  for (let i = 0; i < n; i++) {
    const search = nextSearch();
    const t = performance.now();
    const res = await fetch(BASE + freshSearchPath(search), { headers });
    await res.arrayBuffer();
    const ms = performance.now() - t;
    times.push(ms);
    (byKind[search.kind] ??= []).push(ms);
  }
  console.log(
    `name search p95 by kind (ms): ${Object.entries(byKind)
      .map(([k, xs]) => `${k} ${p95(xs).toFixed(1)}`)
      .join(', ')}`,
  );
  return p95(times);
}

/**
 * An outside player nobody is auctioning. The bench data is reused across runs and an auction
 * stays 'open' until an Admin confirms it after its 12 hours, so the previous run's auction still
 * holds its player: asking for the first outside player again answered 409 ('Ya hay una subasta
 * abierta para este jugador'). Skip the players of the season's open auctions.
 */
async function freeOutsidePlayer(auth) {
  const last = await (await fetch(`${BASE}/api/auction/last`, { headers: auth })).json();
  // GET /auction/last answers a bare array of auctions (id_player is the player's id).
  const taken = new Set((Array.isArray(last) ? last : []).filter((a) => a.status === 'open').map((a) => a.id_player));
  for (let page = 1; page <= 50; page++) {
    const outside = await (await fetch(`${BASE}/api/players/filter-by-division?page=${page}`, { headers: auth })).json();
    if (!outside.data?.length) return undefined;
    const player = outside.data.find((p) => !taken.has(p.id));
    if (player) return player;
  }
  return undefined;
}

/**
 * A bid: the bench manager opens an auction on an outside player, then every request raises it
 * by the minimum step (a shared counter, so most bids are valid; a few lose the race and get 422).
 */
async function benchBid() {
  const name = 'POST /api/auctions/{id}/bids';
  const token = await login('bench-manager@superliga.local');
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const player = await freeOutsidePlayer(auth);
  if (!player) return { name, skipped: 'no outside player without an open auction' };
  const created = await fetch(`${BASE}/api/auctions`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ id_player: player.id, amount: Math.max(player.value, 1_000_000) }),
  });
  if (created.status !== 201) return { name, skipped: `creating the auction answers ${created.status}: ${(await created.json()).message}` };
  const auction = await created.json();
  const id = auction.id ?? auction.auction?.id;
  let amount = Math.max(player.value, 1_000_000);
  // setupRequest only works per entry of `requests`: as a top-level option autocannon ignores it,
  // and every bid went out without a body (400).
  const out = await cannon({
    url: `${BASE}/api/auctions/${id}/bids`,
    headers: auth,
    requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, body: JSON.stringify({ amount: (amount += 1_000_000) }) }) }],
  });
  return { name, rps: Math.round(out.requests.average), p50: out.latency.p50, p99: out.latency.p99, errors: out.non2xx + out.errors };
}

/**
 * Lighthouse on one engine's server, before the load tests so the 2 cores are as quiet as this
 * run can make them: every screen a manager uses at a deadline (scripts/lighthouse.mjs SCREENS),
 * signed in as the bench manager (a manager with a team).
 */
async function lighthouseRun(engine) {
  try {
    const { front, screens } = await throughFront((base, token) => lighthouseScreens(base, token, { runs: RUNS, apiBase: BASE }));
    return { engine, front, screens: withoutRuns(screens) };
  } catch (err) {
    return { engine, skipped: String(err.message ?? err) };
  }
}

/** Lighthouse's browser goes through the HTTPS front when there is one (scripts/https-front.mjs). */
async function throughFront(measure, frontOptions) {
  const front = await startHttpsFront(PORT, FRONT_PORT, dataRoot, frontOptions);
  try {
    const token = await login('bench-manager@superliga.local');
    return { front: front?.label ?? 'HTTP/1.1 straight to the server', screens: await measure(front?.base ?? BASE, token) };
  } finally {
    await front?.stop();
  }
}

const LOGIN_JS_BUDGET_KB = 110;
// Lighthouse runs per screen (the median is reported); fewer for a quick look, never below one.
// Five, as Lighthouse's own guidance on variability advises: a score moves ±3–5 between loads of
// the same build here (docs/decisions/044-every-screen-fast.md).
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
// `--only=lighthouse`: how many times each build is measured, the order reversed every other round
// (scripts/lighthouse-rounds.mjs): RUNS runs a round, all of a build's rounds read together.
const ROUNDS = Math.max(1, Number(process.env.LIGHTHOUSE_ROUNDS ?? 1));
const SCORE_GOAL = 95;
// Chrome DevTools' CPU calibration presets (front_end/panels/mobile_throttling/CalibrationController.ts).
const MID_TIER_PHONE_INDEX = 1000;
const LOW_TIER_PHONE_INDEX = 264;
const goal = (r) => (r.score >= SCORE_GOAL ? 'met' : `${SCORE_GOAL - r.score} short`);
const kb = (bytes) => +(bytes / 1024).toFixed(1);

/**
 * The host over every counted run: its speed (Lighthouse's benchmarkIndex) and the share of the
 * page's main-thread time it got a CPU for; the same build scores differently on another host.
 * Builds of different hosts are still compared only in one run (decision 044, "The host's speed"
 * and "The host's share of the main thread").
 */
function hostSpeedLine(builds) {
  const over = (key) => builds.flatMap((b) => Object.values(b.screens).flatMap((r) => r[key] ?? [])).filter((x) => x > 0);
  const spread = (values, show) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `median ${show(sorted[Math.floor(sorted.length / 2)])}, ${show(sorted[0])}–${show(sorted.at(-1))}`;
  };
  const shares = over('main_cpu_shares');
  // Each counted run's host index with the slowdown it ran at (4x in a report from before the slowdown was recorded).
  const runsOf = (b) =>
    Object.values(b.screens).flatMap((r) => (r.benchmark_indexes ?? []).map((index, i) => ({ index, slowdown: r.cpu_slowdowns?.[i] ?? DEFAULT_CPU_SLOWDOWN })));
  const counted = builds.flatMap(runsOf).filter((r) => r.index > 0);
  const index = counted.map((r) => r.index);
  const slowdowns = counted.map((r) => r.slowdown);
  const phones = counted.map((r) => Math.round(r.index / r.slowdown));
  const percent = (x) => `${Math.round(x * 100)} %`;
  return [
    index.length
      ? `Host speed (Lighthouse's benchmarkIndex, higher is faster) over the ${index.length} counted runs: ${spread(index, String)}.`
      : 'Host speed: not reported by Lighthouse.',
    // Well below 1, the machine (not the page) made part of the blocking time (decision 044).
    shares.length
      ? `The page's main thread ran on a CPU for ${spread(shares, percent)} of its tasks' time (the rest it was off the CPU, mostly waiting for a core; Lighthouse multiplies that time by the slowdown as the page's).`
      : '',
    // The slowdown is relative: this host slowed that many times is the phone the scores are of
    // (decision 044, "The phone a run simulates").
    index.length
      ? `${CALIBRATED ? `The CPU slowdown, calibrated per run to the host (${DEFAULT_CPU_SLOWDOWN} × its benchmarkIndex ÷ ${REFERENCE_HOST_INDEX}), was ${spread(slowdowns, (x) => `${x}x`)}; it` : `The ${DEFAULT_CPU_SLOWDOWN}x slowdown`} made the simulated phone's benchmarkIndex ${spread(phones, String)} (Chrome DevTools' CPU calibration takes about ${MID_TIER_PHONE_INDEX} for a mid-tier phone such as a Pixel 5, ${LOW_TIER_PHONE_INDEX} for a low-tier one).`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The Lighthouse table: one row per screen; with several builds, one score column per build. */
function lighthouseLines(builds) {
  const rounds = builds[0].rounds ?? 1;
  const lines = [
    `Lighthouse default mobile config (simulated slow 4G, ${CALIBRATED ? 'CPU slowdown calibrated to the host' : '4x CPU slowdown'}), performance only, on the ${builds[0].engine} server, served ${builds[0].front}; ${process.env.LIGHTHOUSE_WARM_UP === 'first' ? 'one warm-up load per browser' : 'per screen one warm-up load'}, then the median of ${RUNS * rounds} runs by score${rounds > 1 ? ` (${rounds} rounds of ${RUNS}, the builds' order reversed every other round)` : ''}, each started once the CPU is quiet or after ${process.env.LIGHTHOUSE_QUIET_S ?? 20} s (target ≥ 95; /login JS ≤ ${LOGIN_JS_BUDGET_KB} KB gzip). Signed in as the bench manager.`,
    '',
    hostSpeedLine(builds),
    '',
  ];
  if (builds.length === 1) {
    const { screens } = builds[0];
    lines.push(
      `| screen | path | score | goal ≥ ${SCORE_GOAL} | runs | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms |`,
      '|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const { name } of SCREENS) {
      const r = screens[name];
      if (!r) continue;
      if (r.skipped) lines.push(`| ${name} | — | — | not measured | ${r.skipped} | | | | | |`);
      else
        lines.push(
          `| ${name} | ${r.path} | ${r.score} | ${goal(r)} | ${r.scores.join(', ')} | ${r.fcp_ms} | ${r.lcp_ms} | ${r.tbt_ms} | ${r.cls} | ${r.si_ms} |`,
        );
    }
    lines.push('');
    for (const { name } of SCREENS) {
      const r = screens[name];
      if (r?.applied)
        lines.push(
          `${name}, throttling applied (one DevTools-throttled load, a cross-check): score ${r.applied.score}, FCP ${r.applied.fcp_ms} ms, LCP ${r.applied.lcp_ms} ms, TBT ${r.applied.tbt_ms} ms`,
          '',
        );
      if (r?.score < SCORE_GOAL) lines.push(`${name}, what Lighthouse flags (median run): ${r.advice.join(', ') || '—'}`, '');
    }
    return lines;
  }
  lines.push(
    `| screen | goal | ${builds.map((b) => b.label).join(' | ')} |`,
    `|---|---|${builds.map(() => '---').join('|')}|`,
    `| /login JS gzip KB | ≤ ${LOGIN_JS_BUDGET_KB} | ${builds.map((b) => b.login_js_kb).join(' | ')} |`,
  );
  const cell = (r) => (!r ? '—' : r.skipped ? r.skipped : `**${r.score}** (${r.scores.join(', ')}) LCP ${r.lcp_ms} TBT ${r.tbt_ms} CLS ${r.cls}`);
  for (const { name } of SCREENS) lines.push(`| ${name} | ≥ ${SCORE_GOAL} | ${builds.map((b) => cell(b.screens[name])).join(' | ')} |`);
  lines.push('');
  for (const b of builds)
    for (const [name, r] of Object.entries(b.screens)) if (r.score < SCORE_GOAL) lines.push(`${b.label}, ${name}: ${r.advice.join(', ') || '—'}`, '');
  return lines;
}

/**
 * Who sends the build's hashed files behind the HTTPS front: 'front' (Caddy from disk, as the
 * README deploys it) or 'server' (proxied to the server); `LIGHTHOUSE_FRONT_ASSETS=server,front`
 * measures both in one run (decision 044, "Files from the front").
 */
const FRONT_ASSETS = (process.env.LIGHTHOUSE_FRONT_ASSETS ?? 'front').split(',');

/**
 * `npm run bench -- --only=lighthouse`: only Lighthouse on the listed screens and /login's bytes,
 * on the embedded database's bench league. `LIGHTHOUSE_BUILDS=label:dir,label:dir` measures
 * several builds of the web app in the same run (each copied in turn to apps/web/dist, the one
 * the server serves, and the original put back), so a piece of the build is judged against the
 * same machine, data and hour (docs/decisions/036-the-standard-build.md).
 */
async function lighthouseOnly() {
  const dist = 'apps/web/dist';
  const kept = 'apps/web/dist.kept-by-bench';
  // label:dir, or label:dir:screen+screen to measure that build on those screens only.
  const builds = (process.env.LIGHTHOUSE_BUILDS ?? `current:${dist}`).split(',').map((b) => {
    const [label, dir, screens] = b.split(':');
    return { label, dir, only: screens?.split('+') ?? process.env.LIGHTHOUSE_SCREENS?.split(',') };
  });
  const { env } = await prepare('pglite');
  // Each build's results per round, by label (with FRONT_ASSETS, one label per way of serving files).
  const measured = new Map();
  if (builds.some((b) => b.dir !== dist)) renameSync(dist, kept);
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const b of roundOrder(builds, round)) {
        const from = b.dir === dist ? kept : b.dir;
        if (existsSync(kept)) {
          rmSync(dist, { recursive: true, force: true });
          cpSync(from, dist, { recursive: true });
        }
        console.log(`\n== build ${b.label} (${b.dir})${ROUNDS > 1 ? `, round ${round + 1} of ${ROUNDS}` : ''}`);
        const server = await startServer(env);
        try {
          for (const assets of FRONT_ASSETS) {
            const label = FRONT_ASSETS.length > 1 ? `${b.label}-files-from-${assets}` : b.label;
            const { front, screens } = await throughFront(
              (base, token) =>
                // Each round's reports under a name of their own (LIGHTHOUSE_REPORTS).
                lighthouseScreens(base, token, {
                  label: ROUNDS > 1 ? `${label}-round-${round + 1}` : label,
                  runs: RUNS,
                  only: b.only,
                  warmUp: process.env.LIGHTHOUSE_WARM_UP ?? 'each',
                  apiBase: BASE,
                }),
              { assets },
            );
            if (!measured.has(label))
              measured.set(label, { label, dir: b.dir, engine: 'pglite', front, login_js_kb: kb(loginBundle(dist).jsGzip), rounds: [] });
            measured.get(label).rounds.push(screens);
          }
        } finally {
          server.kill('SIGTERM');
          await new Promise((r) => server.on('exit', r));
        }
      }
    }
  } finally {
    if (existsSync(kept)) {
      rmSync(dist, { recursive: true, force: true });
      renameSync(kept, dist);
    }
  }
  // In the builds' given order, whatever order the last round took.
  const out = [...measured.values()].map(({ rounds, ...b }) => ({ ...b, rounds: rounds.length, screens: withoutRuns(mergeRounds(rounds)) }));
  const date = new Date().toISOString();
  writeFileSync('bench/results/lighthouse.json', JSON.stringify({ date, machine: `${cpus().length} cores`, builds: out }, null, 2) + '\n');
  const text = [`# Lighthouse on the listed screens ${date}`, '', ...lighthouseLines(out)].join('\n');
  writeFileSync('bench/results/lighthouse.md', text + '\n');
  console.log(text);
}

async function benchEngine(engine, withLighthouse) {
  const { env, meta } = await prepare(engine);
  const server = await startServer(env);
  try {
    if (withLighthouse) report.lighthouse = await lighthouseRun(engine);
    const token = await login('bench-admin@superliga.local');
    const auth = { authorization: `Bearer ${token}` };
    const routes = [
      { name: 'GET /api/health (ceiling)', path: '/api/health', headers: {} },
      { name: 'GET /api/players?page=1', path: '/api/players?page=1', headers: auth },
      { name: 'GET /api/playername?name=martinez', path: '/api/playername?name=martinez', headers: auth },
      { name: 'GET /api/standings', path: `/api/standings?tournament_id=${meta.tournamentIds[0]}`, headers: auth },
      { name: 'GET /api/teams?all=true', path: '/api/teams?all=true', headers: auth },
    ];
    const results = [];
    // Warm up (JIT, connection pool, first reads) so the first measured route is not penalized.
    for (const r of routes) await cannon({ url: BASE + r.path, headers: r.headers, duration: 1 });
    for (const r of routes) {
      const probe = await fetch(BASE + r.path, { headers: r.headers });
      if (!probe.ok) {
        results.push({ name: r.name, skipped: `answers ${probe.status}` });
        continue;
      }
      const out = await cannon({ url: BASE + r.path, headers: r.headers });
      results.push({ name: r.name, rps: Math.round(out.requests.average), p50: out.latency.p50, p99: out.latency.p99, errors: out.non2xx + out.errors });
    }
    // The reads above are served from the read cache after their first request (decision 003);
    // this row keeps the cost of a miss visible: a different name on every request.
    const miss = await cannon({
      url: BASE + '/api/playername?name=x',
      headers: auth,
      requests: [{ setupRequest: (req) => ({ ...req, path: freshSearchPath() }) }],
    });
    results.push({
      name: 'GET /api/playername (a new name each request: uncached)',
      rps: Math.round(miss.requests.average),
      p50: miss.latency.p50,
      p99: miss.latency.p99,
      errors: miss.non2xx + miss.errors,
    });
    results.push(await benchBid(meta));
    const ceiling = results[0].rps;
    for (const r of results) if (r.rps) r.ratio = +(r.rps / ceiling).toFixed(3);
    const search = results.find((r) => r.name.includes('playername'));
    const searchP95 = search?.rps ? +(await sequentialP95(auth)).toFixed(2) : null;
    return { engine, results, search_p95_ms: searchP95 };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
  }
}

function chunkReport() {
  const dist = 'apps/web/dist';
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const login = loginBundle(dist);
  const routes = Object.keys(manifest)
    .filter((k) => /\/routes\/[^/]+\.tsx$/.test(k))
    .map((k) => ({ route: k.replace('src/features/', ''), ...routeBundle(dist, [k]) }))
    .map((r) => ({ route: r.route, js_kb: +(r.jsGzip / 1024).toFixed(1), css_kb: +(r.cssGzip / 1024).toFixed(1) }));
  return { login: { js_kb: +(login.jsGzip / 1024).toFixed(1), css_kb: +(login.cssGzip / 1024).toFixed(1) }, routes };
}

if (process.argv.includes('--only=lighthouse')) {
  await lighthouseOnly();
  process.exit(0);
}

const engines = ['pglite'];
if (await pgAvailable('postgres://postgres@127.0.0.1:5432/postgres')) engines.push('postgres');
const report = {
  date: new Date().toISOString(),
  machine: `${cpus().length} cores`,
  duration_s: DURATION,
  connections: CONNECTIONS,
  engines: [],
};
for (const e of engines) {
  console.log(`\n== ${e}`);
  // Lighthouse once per run, on the last engine (PostgreSQL when it is there, as in production).
  report.engines.push(await benchEngine(e, e === engines.at(-1)));
}
report.bundle = chunkReport();
// The deadline rush needs PostgreSQL (two server processes on one database).
if (engines.includes('postgres')) report.rush = await rush();

const lines = [`# Benchmark ${report.date}`, '', `${report.machine}, ${CONNECTIONS} connections, ${DURATION} s per route, loopback, built server.`, ''];
for (const e of report.engines) {
  lines.push(`## ${e.engine}`, '', '| route | req/s | p50 ms | p99 ms | ratio to ceiling | errors |', '|---|---|---|---|---|---|');
  for (const r of e.results)
    lines.push(r.skipped ? `| ${r.name} | — | — | — | — | ${r.skipped} |` : `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.ratio} | ${r.errors} |`);
  lines.push('', `Name search p95 (sequential, uncached: a new name each request, 100,000 players): ${e.search_p95_ms ?? '—'} ms`, '');
}
const lh = report.lighthouse;
lines.push('## Lighthouse (mobile)', '');
if (!lh || lh.skipped) lines.push(`Skipped: ${lh?.skipped ?? 'not run'}`, '');
else lines.push(...lighthouseLines([lh]));
if (report.rush) lines.push(...rushLines(report.rush));
lines.push(
  '## Web bundle (gzip)',
  '',
  `/login: JS ${report.bundle.login.js_kb} KB, CSS ${report.bundle.login.css_kb} KB (budget ${LOGIN_JS_BUDGET_KB} / 40)`,
  '',
  '| route chunk (with what it loads) | JS KB | CSS KB |',
  '|---|---|---|',
);
for (const r of report.bundle.routes) lines.push(`| ${r.route} | ${r.js_kb} | ${r.css_kb} |`);
writeFileSync('bench/results/latest.json', JSON.stringify(report, null, 2) + '\n');
writeFileSync('bench/results/latest.md', lines.join('\n') + '\n');
console.log('\n' + lines.join('\n'));
