import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const SERVER_SOURCE = fileURLToPath(new URL('../server.ts', import.meta.url));
const ADMIN_SOURCE = fileURLToPath(new URL('../cli/admin.ts', import.meta.url));
const run = promisify(execFile);

/** Runs `clarity-admin … --json` (from source, its own process) with `env`, and returns its stdout: one JSON object. */
export async function runAdmin(env: Record<string, string>, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--conditions=@clarity/source', '--import', 'tsx', ADMIN_SOURCE, ...args, '--json'], {
    env: { ...process.env, ...env },
  });
  return stdout;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The last 4,000 characters the process wrote to stderr. */
  stderr(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Runs the real server (from source, through tsx) as a separate process, for crash tests. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--conditions=@clarity/source', '--import', 'tsx', SERVER_SOURCE], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CLARITY_LOG_LEVEL: 'silent', CLARITY_RATE_LIMIT_PER_MINUTE: '0', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The end of its stderr (an unhandled error's stack), so that a server that dies says why.
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4_000);
  });
  // Generous: a server started from source compiles it first, 15–40 s on a busy 2-core machine, more beside other suites.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running: nothing else holds it, and it would keep its port and database past the test.
      child.kill('SIGKILL');
      throw new Error(`server did not start within 120 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    child,
    stderr: () => stderr,
    kill: (signal = 'SIGKILL') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
