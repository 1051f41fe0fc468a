// `npm start`: the API with the demo organization, and the demo host page when it is built.
// Runs each as a child process, waits until both answer, prints one banner, and stops both on Ctrl-C.
// The servers' own request logs follow the banner: one readable line each on a terminal, JSON
// lines otherwise (CLARITY_LOG_FORMAT, docs/deploy.md).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const apiPort = Number(process.env.PORT ?? 8787);
const demoPort = Number(process.env.DEMO_HOST_PORT ?? 8788);
const dbPath = resolve(process.env.CLARITY_DB_PATH ?? join(root, 'data', 'clarity.db'));
const apiUrl = process.env.CLARITY_PUBLIC_URL ?? `http://localhost:${apiPort}`;
const children = [];
const tty = process.stdout.isTTY === true;
const bold = (text) => (tty ? `\x1b[1m${text}\x1b[22m` : text);

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

async function waitForHealth(url, timeoutMs = 60_000) {
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

const firstStart = !existsSync(dbPath);
process.stdout.write(firstStart ? 'Starting Clarity: first start, creating the demo organization and loading the sample market data…\n' : 'Starting Clarity…\n');
// The servers print no banner of their own: this script prints one for both once both answer.
const quiet = { CLARITY_BANNER: '0', DEMO_QUIET: '1' };
run('API', join(root, 'apps/api/dist/server.js'), { CLARITY_DEMO: '1', CLARITY_DB_PATH: dbPath, PORT: String(apiPort), ...quiet });
await waitForHealth(`http://127.0.0.1:${apiPort}/healthz`);

const credentials = JSON.parse(readFileSync(join(dirname(dbPath), 'demo-credentials.json'), 'utf8'));
const demoServer = join(root, 'apps/demo-host/dist/server.js');
const demoHost = existsSync(demoServer);
if (demoHost) {
  run('demo host', demoServer, { PORT: String(demoPort), CLARITY_BASE_URL: apiUrl, CLARITY_API_KEY: credentials.apiKey, ...quiet });
  await waitForHealth(`http://127.0.0.1:${demoPort}/healthz`);
}

const rows = [
  ...(demoHost ? [['Demo partner site', bold(`http://localhost:${demoPort}`)]] : []),
  ['API', apiUrl],
  ['API reference', `${apiUrl}/docs`],
  ['Demo API key', `${credentials.apiKey}  (organization ${credentials.orgId})`],
  ['Database', relative(process.cwd(), dbPath).startsWith('..') ? dbPath : relative(process.cwd(), dbPath)],
];
const width = Math.max(...rows.map(([label]) => label.length));
process.stdout.write(
  [
    '',
    bold('Clarity is running in demo mode'),
    'Sample portfolios and synthetic market data dated to end yesterday; nothing here is real market data.',
    '',
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    '',
    'Try the quickstart in README.md with the key above. Ctrl-C stops both servers.',
    'Request logs follow.',
    '',
  ].join('\n'),
);
