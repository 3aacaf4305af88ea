// Lighthouse (default mobile config: simulated slow 4G, 4x CPU slowdown or one scaled to the host, Moto G Power screen),
// performance category only, on the screens a manager uses at a deadline (SCREENS) of a running
// server. Used by `npm run bench` (`--only=lighthouse`); alone: `node scripts/lighthouse.mjs http://127.0.0.1:3000`.
// chrome-launcher and puppeteer-core come with the lighthouse package.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { medianRun } from './lighthouse-rounds.mjs';
import { mainThreadCpuShare } from './lighthouse-trace.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // The bench's HTTPS front (a local Caddy, as the README deploys) has a certificate of its own CA.
  '--ignore-certificate-errors',
];
// apps/web/src/lib/token.ts keeps the bearer token under TOKEN_STORAGE_KEY (packages/league).
const TOKEN_STORAGE_KEY = 'ACCESS_TOKEN';
const METRICS = {
  fcp_ms: 'first-contentful-paint',
  lcp_ms: 'largest-contentful-paint',
  tbt_ms: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si_ms: 'speed-index',
};

// LIGHTHOUSE_REPORTS=dir keeps every run's whole report there (<label>-<screen>-<n>.json): the
// network waterfall, main-thread breakdown and opportunities behind each score; with
// LIGHTHOUSE_TRACES=1 each run's trace as well (<label>-<screen>-<n>.trace.json).
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
let reportName = '';
let reportRun = 0;
/** Names the next reports (the build's label and the screen). */
export function reportsFor(name) {
  reportName = name.replace(/[^a-z0-9]+/gi, '-');
  reportRun = 0;
}

/**
 * Lighthouse's 4x CPU slowdown is relative to the host, and calibrated for a high-end desktop
 * (its throttling guide: benchmarkIndex 1500–2000). On a faster host 4x simulates a faster phone.
 * LIGHTHOUSE_CALIBRATE=1 scales the slowdown to the host instead, so every host simulates the
 * phone Lighthouse means: 4 × the host's benchmarkIndex (from the run before) ÷ 1750, the middle of
 * that bracket (decision 044, "The phone a run simulates"). Off by default: the goal is stated at 4x.
 */
export const CALIBRATED = process.env.LIGHTHOUSE_CALIBRATE === '1';
export const DEFAULT_CPU_SLOWDOWN = 4;
export const REFERENCE_HOST_INDEX = 1750;
let lastHostIndex = 0;
const cpuSlowdown = () =>
  CALIBRATED && lastHostIndex > 0 ? +((DEFAULT_CPU_SLOWDOWN * lastHostIndex) / REFERENCE_HOST_INDEX).toFixed(2) : DEFAULT_CPU_SLOWDOWN;

/** One Lighthouse navigation; the score and metrics, plus what Lighthouse says would help. */
async function audit(url, port, throttlingMethod = 'simulate') {
  const cpu_slowdown = cpuSlowdown();
  const { lhr, artifacts } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod,
    throttling: { cpuSlowdownMultiplier: cpu_slowdown },
  });
  lastHostIndex = lhr.environment?.benchmarkIndex || lastHostIndex;
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(join(REPORTS, `${reportName}-${reportRun}.json`), JSON.stringify(lhr));
    // The whole trace (4–6 MB a run), where the main thread's tasks can be read one by one.
    if (process.env.LIGHTHOUSE_TRACES) writeFileSync(join(REPORTS, `${reportName}-${reportRun}.trace.json`), JSON.stringify(artifacts.Trace));
    reportRun++;
  }
  if (lhr.runtimeError) return { score: 0, failed: true, advice: [`failed: ${lhr.runtimeError.code}`] };
  // Two facts about the host at this run, reported beside the scores: the simulated phone is this
  // machine slowed `cpu_slowdown` times. Lighthouse's benchmarkIndex is a tight loop and misses some of what
  // slows a load (decision 044, "The host's speed"); the main thread's CPU share is what the load
  // itself got of the machine (decision 044, "The host's share of the main thread").
  const run = {
    score: Math.round(lhr.categories.performance.score * 100),
    benchmark_index: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    cpu_slowdown,
    main_cpu_share: mainThreadCpuShare(artifacts?.Trace),
  };
  for (const [k, id] of Object.entries(METRICS)) run[k] = +lhr.audits[id].numericValue.toFixed(k === 'cls' ? 3 : 0);
  // Failing performance audits with their estimated savings: the first place to look when < 95.
  run.advice = lhr.categories.performance.auditRefs
    .filter((r) => r.group !== 'metrics')
    .map((r) => lhr.audits[r.id])
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a.id}${a.details?.overallSavingsMs ? ` (${Math.round(a.details.overallSavingsMs)} ms)` : ''}`);
  return run;
}

/**
 * Waits (at most LIGHTHOUSE_QUIET_S seconds, 20 by default) until the machine's cores are at least
 * 85% idle over a second: the simulation multiplies the main thread's observed time by four, so
 * work left over from the load tests or the previous run would be counted as the page's. On a
 * machine shared with other work the cores are never that idle; a shorter wait keeps a run of
 * every screen within minutes.
 */
const QUIET_WAIT_S = Number(process.env.LIGHTHOUSE_QUIET_S ?? 20);
async function quietCpu() {
  const idle = () =>
    os.cpus().reduce((a, c) => ({ idle: a.idle + c.times.idle, total: a.total + Object.values(c.times).reduce((x, y) => x + y, 0) }), { idle: 0, total: 0 });
  for (let i = 0; i < QUIET_WAIT_S; i++) {
    const a = idle();
    await new Promise((r) => setTimeout(r, 1000));
    const b = idle();
    if ((b.idle - a.idle) / (b.total - a.total) >= 0.85) return;
  }
}

/**
 * One run Lighthouse could finish: a run that failed in Lighthouse itself (e.g. NO_NAVSTART, its
 * trace lost) measured nothing and is made again, twice at most; a third failure counts as 0.
 */
async function finishedAudit(url, port) {
  let run;
  for (let attempt = 0; attempt < 3 && (!run || run.failed); attempt++) {
    await quietCpu();
    run = await audit(url, port);
  }
  return run;
}

/**
 * Writes the token into the origin's localStorage. Lighthouse's default storage reset clears
 * caches, service workers and Cache Storage but not localStorage (clearStorageTypes), so every
 * load stays cold and signed in.
 */
async function signIn(base, port, token) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${base}/api/health`); // any same-origin document will do
  await page.evaluate((k, t) => localStorage.setItem(k, t), TOKEN_STORAGE_KEY, token);
  await page.close();
  await browser.disconnect();
}

async function measurePage(url, port, runs, applied, warmUp) {
  // One load first, not counted: a server that has just started answers its first page, files
  // and API calls from cold code paths, and Lighthouse takes the observed server times into its
  // simulation (the first of three runs scored 84 where the next two gave 92 and 96).
  if (warmUp) await audit(url, port);
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await finishedAudit(url, port));
  if (!applied) return medianRun(results);
  // A cross-check of the simulation: one load with the slow network and CPU actually applied
  // (DevTools throttling), its metrics as observed.
  await quietCpu();
  return { ...medianRun(results), applied: await audit(url, port, 'devtools') };
}

/**
 * The screens a manager uses at a deadline (docs/decisions/036-the-standard-build.md), each with how to reach it. A path
 * with an id takes it from the running league (`ids`, see screenIds): one auction, one bet, one
 * match of the manager's team (its result report).
 */
export const SCREENS = [
  { name: 'login', path: () => '/login', guest: true },
  { name: 'dashboard', path: () => '/dashboard' },
  { name: 'squad', path: () => '/plantel' },
  { name: 'players', path: () => '/players' },
  { name: 'offers', path: () => '/offers' },
  { name: 'clause form', path: () => '/clausula_rescision' },
  { name: 'transfer', path: () => '/transfer' },
  { name: 'auctions', path: () => '/subastas' },
  { name: 'one auction', path: (ids) => ids.auctionPlayer && `/subastas/${ids.auctionPlayer}` },
  { name: 'bets', path: () => '/apuestas' },
  { name: 'place bet', path: (ids) => ids.bet && `/apuestas/${ids.bet}` },
  { name: 'standings', path: () => '/tablas' },
  { name: 'notifications', path: () => '/notificaciones' },
  { name: 'result report', path: (ids) => ids.match && `/partidos/${ids.match}` },
];

/** The ids the screens with one in their path need, read from the API as the manager. */
export async function screenIds(base, token) {
  const get = async (path) => {
    const res = await fetch(base + '/api' + path, { headers: { authorization: `Bearer ${token}` } });
    return res.ok ? res.json() : undefined;
  };
  const list = (body) => (Array.isArray(body) ? body : (body?.data ?? []));
  const user = await get('/user');
  // GET /auction/last answers the season's auctions (a bare array); any player will do otherwise.
  const auctionPlayer = list(await get('/auction/last'))[0]?.id_player ?? list(await get('/players?page=1'))[0]?.id;
  const bet = list(await get('/bets?page=1'))[0]?.id;
  const teamId = user?.team?.id;
  const matches = list(await get('/matches'));
  const mine = matches.find((m) => JSON.stringify(m).includes(`"id":${teamId},`)) ?? matches[0];
  return { auctionPlayer, bet, match: mine?.id };
}

/**
 * Scores (0–100) and metrics, median of `runs` per screen. `token` signs the logged-in screens in
 * (one Chrome for them all, one for /login); `applied` adds one DevTools-throttled load per screen;
 * `warmUp` 'each' makes one uncounted load before each screen, 'first' only before the first.
 * `base` is where the browser goes (the HTTPS front, scripts/https-front.mjs, or the server).
 */
export async function lighthouseScreens(base, token, { runs = 3, applied = false, only, warmUp = 'each', label = 'current', apiBase = base } = {}) {
  // The ids come straight from the server (`apiBase`): Node does not know the HTTPS front's CA.
  const ids = await screenIds(apiBase, token);
  const out = {};
  const screens = SCREENS.filter((s) => !only || only.includes(s.name));
  for (const guest of [true, false]) {
    const mine = screens.filter((s) => !!s.guest === guest);
    if (!mine.length) continue;
    const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      if (!guest) await signIn(base, chrome.port, token);
      for (const s of mine) {
        const path = s.path(ids);
        if (!path) {
          out[s.name] = { path: null, skipped: 'no such record in the league' };
          continue;
        }
        console.log(`lighthouse ${s.name} ${path}`);
        // The first screen of each browser warms the server up; with warmUp 'each', every screen.
        const warm = warmUp === 'each' || s === mine[0];
        reportsFor(`${label}-${s.name}`);
        out[s.name] = { path, ...(await measurePage(base + path, chrome.port, runs, applied, warm)) };
      }
    } finally {
      chrome.kill();
    }
  }
  return out;
}

/** Login and dashboard as before (the full bench), through the same screens' measurement. */
export async function lighthouseScores(base, token, { runs = 5 } = {}) {
  const r = await lighthouseScreens(base, token, { runs, applied: true, only: ['login', 'dashboard'] });
  return { login: r.login, dashboard: r.dashboard };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:3000';
  const email = process.argv[3] ?? 'bench-manager@superliga.local';
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'superliga' }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  console.log(JSON.stringify(await lighthouseScreens(base, (await res.json()).token), null, 2));
}
