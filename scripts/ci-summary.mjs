// Sums the JSON reports of every suite into one line: `N passed, N failed`.
// A suite that should have reported and did not counts as one failure.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
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
  passed += p;
  failed += f;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
