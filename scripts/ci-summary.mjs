// Sums the JSON reports of every suite into one line: `N passed, N failed`.
// A suite that should have reported and did not counts as one failure.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];

// The reports keep the terminal colours of the messages.
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** What failed, one line each with the start of its message (and what it found): the one place CI's output names it. */
function failures(name, r) {
  // The first line names the failed expectation; the diff's received lines ('+ …', at most four)
  // say what was found instead, which the first line alone never did.
  const gist = (text) => {
    const lines = String(text ?? '')
      .replace(COLOURS, '')
      .split('\n');
    const found = lines.filter((l) => /^\s*\+ /.test(l) && !/^\s*\+ Received/.test(l)).slice(0, 4);
    return [lines.find((l) => l.trim()) ?? '', ...found.map((l) => `    ${l.trim().slice(0, 300)}`)].join('\n');
  };
  if (name.startsWith('vitest'))
    return (r.testResults ?? []).flatMap((file) => {
      const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      if (file.status === 'failed' && failed.length === 0) return [`${file.name}: ${gist(file.message)}`];
      return failed.map((a) => `${file.name} :: ${a.fullName}: ${gist(a.failureMessages?.[0])}`);
    });
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky')
          out.push(`${spec.file} :: ${spec.title} (${test.status}): ${gist(test.results?.at(-1)?.error?.message)}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of r.suites ?? []) walk(suite);
  for (const error of r.errors ?? []) out.push(`error: ${gist(error.message)}`);
  return out;
}
let passed = 0;
let failed = 0;
const expected = ['vitest.json', 'playwright.json', 'vitest-pg.json'];
for (const name of expected) {
  const file = join(dir, name);
  if (!existsSync(file)) {
    console.log(`${name}: no report (the suite did not run to the end)`);
    failed += 1;
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  let p;
  let f;
  if (name.startsWith('vitest')) {
    p = r.numPassedTests;
    // A file that failed without a failing test (an import or setup error) counts once.
    const brokenFiles = (r.testResults ?? []).filter((s) => s.status === 'failed' && !(s.assertionResults ?? []).some((a) => a.status === 'failed')).length;
    f = r.numFailedTests + brokenFiles;
  } else {
    p = r.stats.expected;
    f = r.stats.unexpected + (r.stats.flaky ?? 0) + (r.errors?.length ?? 0);
  }
  console.log(`${name}: ${p} passed, ${f} failed`);
  for (const line of failures(name, r)) console.log(`  ✗ ${line}`);
  passed += p;
  failed += f;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
