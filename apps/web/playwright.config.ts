import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './e2e/support/browser';

const port = Number(process.env.E2E_PORT ?? 3199);
// One fixed folder per port, emptied by the server command before it starts: the config is read
// by every worker too, so making a temporary folder here left one behind per process and run.
const dataDir = join(tmpdir(), `superliga-e2e-${port}`);
const backupDir = join(tmpdir(), `superliga-e2e-backups-${port}`);
const root = join(import.meta.dirname, '../..');

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // CI asks for a JSON report to count every suite's tests (see .ci/run).
  reporter: process.env.CI_REPORT_DIR ? [['list'], ['json', { outputFile: `${process.env.CI_REPORT_DIR}/playwright.json` }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node -e "for (const p of process.argv.slice(1)) require('node:fs').rmSync(p, { recursive: true, force: true })" ${JSON.stringify(dataDir)} ${JSON.stringify(backupDir)} && npx tsx apps/server/src/main.ts`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      E2E_TEST_CLOCK: '1',
      NODE_ENV: 'test',
    },
  },
});
