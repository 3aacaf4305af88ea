// Summarises V8 CPU profiles (node --cpu-prof) of the server: the top functions by self time and
// the self time per package, so "what does each request pay for" is a table, not a flame graph.
//   node scripts/bench-profile.mjs <file.cpuprofile | folder> [--top=30]
// Profiles come from e.g. RUSH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench -- --only=rush.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 30);
const inputs = args.filter((a) => !a.startsWith('--'));
const files = inputs.flatMap((p) =>
  statSync(p).isDirectory()
    ? readdirSync(p)
        .filter((f) => f.endsWith('.cpuprofile'))
        .map((f) => join(p, f))
    : [p],
);

/** Where a function lives: a package of node_modules, our own source, or Node itself. */
function owner(url) {
  if (!url) return '(native/V8)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node core';
  const m = /\/(apps|packages)\/([^/]+)\/src\/(.*)$/.exec(url);
  return m ? `${m[1]}/${m[2]}/${m[3].split('/').slice(0, 2).join('/')}` : url;
}

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  // timeDeltas[i] is the time before samples[i]: each sample's node gets it as self time.
  for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const fns = new Map();
  const pkgs = new Map();
  for (const [id, us] of self) {
    const { callFrame: f } = byId.get(id);
    const key = `${f.functionName || '(anonymous)'} ${f.url ? `${f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/')}:${f.lineNumber + 1}` : ''}`;
    fns.set(key, (fns.get(key) ?? 0) + us);
    const o = ['(idle)', '(program)', '(garbage collector)'].includes(f.functionName) ? f.functionName : owner(f.url);
    pkgs.set(o, (pkgs.get(o) ?? 0) + us);
  }
  const pc = (us) => `${((100 * us) / total).toFixed(1)}%`.padStart(6);
  console.log(`\n# ${file}: ${(total / 1e6).toFixed(1)} s sampled`);
  console.log('\n## self time by package');
  for (const [k, v] of [...pkgs].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${pc(v)}  ${k}`);
  console.log(`\n## top ${top} functions by self time`);
  for (const [k, v] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pc(v)}  ${k}`);
}
