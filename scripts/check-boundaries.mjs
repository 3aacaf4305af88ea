// `npm run lint`: the architecture's import boundaries (ARCHITECTURE.md §1), checked as text.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
const importsOf = (file) => [...readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]);

const problems = [];
for (const f of files('packages/league/src')) {
  for (const i of importsOf(f)) {
    const ok = i.startsWith('.') || i === 'zod' || i.startsWith('dayjs') || (f.endsWith('.test.ts') && i === 'vitest');
    if (!ok) problems.push(`${f}: packages/league may import only zod and dayjs (found '${i}')`);
  }
}
for (const f of files('apps/server/src')) {
  for (const i of importsOf(f)) {
    if (i.includes('apps/web') || i.startsWith('@superliga/web')) problems.push(`${f}: the server never imports the web app`);
    if (/\.service\.ts$/.test(f) && /^fastify($|\/)|^@fastify\//.test(i)) problems.push(`${f}: services never import Fastify`);
    const m = /features\/([^/]+)\//.exec(f);
    const target = /(?:\.\.\/)+(?:features\/)?([^/]+)\/[^/]+\.repository$/.exec(i);
    if (m && target && i.startsWith('../') && target[1] !== m[1]) problems.push(`${f}: reaches into the ${target[1]} repository; call its service`);
  }
}
for (const f of files('apps/web/src')) {
  for (const i of importsOf(f)) {
    if (i.includes('apps/server') || i.startsWith('@superliga/server')) problems.push(`${f}: the web app never imports the server`);
    const m = /src\/features\/([^/]+)\//.exec(f);
    const target = /^\.\.\/\.\.\/(?:\.\.\/)?features\/([^/]+)\//.exec(i) ?? /^\.\.\/\.\.\/([^/.]+)\/(api|components|routes)\//.exec(i);
    if (m && target && target[1] !== m[1]) problems.push(`${f}: a feature does not import another feature (${target[1]})`);
  }
}
if (problems.length) {
  console.error(problems.map((p) => relative('.', p)).join('\n'));
  process.exit(1);
}
console.log('boundaries ok');
