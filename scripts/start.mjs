// `npm start`: the whole site on one machine. The API (:4000) opens the embedded database, migrates
// and seeds it on first start; the web (:3000) is built once if no production build exists, then
// served. Ctrl-C or SIGTERM stops both cleanly.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [];

function run(name, args, cwd) {
  const child = spawn('npm', args, { cwd, stdio: 'inherit', env: process.env });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} exited (${signal ?? code}); stopping the others`);
      stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 10_000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(
    () => process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('api', ['run', 'start', '--silent'], path.join(root, 'apps/api'));

const webDir = path.join(root, 'apps/web');
const webPkg = path.join(webDir, 'package.json');
if (existsSync(webPkg)) {
  const { scripts = {} } = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync(webPkg, 'utf8')));
  if (scripts.start) run('web', ['run', 'start', '--silent'], webDir);
}
