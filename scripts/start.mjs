// `npm start`: builds the web app when it has not been built, then runs the server
// (migrations, bootstrap, demo league on a new embedded database) on one port.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync('apps/web/dist/index.html')) {
  console.log('Construyendo la aplicación web…');
  run('npm', ['run', 'build']);
}
process.env.NODE_ENV ??= 'production';
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
