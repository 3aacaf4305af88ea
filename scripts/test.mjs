// `npm test`: the unit and API suite, then the end-to-end suite, each run whatever the other's
// outcome (one failing test must not hide the other suite's count); fails if either failed.
import { spawnSync } from 'node:child_process';

const run = (script) => spawnSync('npm', ['run', script], { stdio: 'inherit' }).status ?? 1;
const unit = run('test:unit');
const e2e = run('test:e2e');
process.exit(unit || e2e ? 1 : 0);
