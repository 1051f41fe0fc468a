// `npm start`: the API with the demo organization, and the demo host page when it is built.
// Runs each as a child process, prints where to go, and stops both on Ctrl-C.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const apiPort = Number(process.env.PORT ?? 8787);
const demoPort = Number(process.env.DEMO_HOST_PORT ?? 8788);
const dbPath = resolve(process.env.CLARITY_DB_PATH ?? join(root, 'data', 'clarity.db'));
const apiUrl = process.env.CLARITY_PUBLIC_URL ?? `http://localhost:${apiPort}`;
const children = [];

function run(name, script, env) {
  const child = spawn(process.execPath, [script], { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      process.stderr.write(`${name} exited (${signal ?? code}); stopping.\n`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForHealth(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

run('API', join(root, 'apps/api/dist/server.js'), { CLARITY_DEMO: '1', CLARITY_DB_PATH: dbPath, PORT: String(apiPort) });
await waitForHealth(`http://127.0.0.1:${apiPort}/healthz`);

const demoServer = join(root, 'apps/demo-host/dist/server.js');
if (existsSync(demoServer)) {
  const credentials = JSON.parse(readFileSync(join(dirname(dbPath), 'demo-credentials.json'), 'utf8'));
  run('demo host', demoServer, {
    PORT: String(demoPort),
    CLARITY_BASE_URL: apiUrl,
    CLARITY_API_KEY: credentials.apiKey,
  });
  await waitForHealth(`http://127.0.0.1:${demoPort}/healthz`);
  process.stdout.write(`\nDemo partner site: http://localhost:${demoPort}\n`);
}
process.stdout.write(`API: ${apiUrl} (reference at ${apiUrl}/docs). Ctrl-C stops everything.\n`);
