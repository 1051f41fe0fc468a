import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { systemClock, fixedClock } from '../clock.js';
import { createServices } from '../services.js';
import { InvalidationChannel } from '../coordination/invalidations.js';
import { openCoordination } from '../coordination/redis-coordination.js';
import { createLogger } from '../http/logging.js';
import { ApiError } from '../http/errors.js';
import { COMMANDS, type CommandContext } from './commands/index.js';

/** Where a run reads its environment and writes its output: the process's own, or a test's. */
export interface AdminIo {
  env: NodeJS.ProcessEnv;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/**
 * Runs one `clarity-admin` command line and resolves with its exit code; an error is printed (as the
 * one JSON object with --json) and gives 1. `admin.ts` is the process around it; tests of the
 * commands call it in their own process, sparing a process start and the app's compilation per command.
 */
export function runAdminCommand(argv: string[], io: AdminIo): Promise<number> {
  return main(argv, io).catch((error: unknown) => {
    const message = error instanceof ApiError || error instanceof Error ? error.message : String(error);
    if (argv.includes('--json')) io.stdout.write(`${JSON.stringify({ error: { message } })}\n`);
    else io.stderr.write(`error: ${message}\n`);
    return 1;
  });
}

/**
 * `clarity-admin <group> <action> [args] [--json]`. Uses CLARITY_DATABASE_URL (PostgreSQL) or
 * CLARITY_DB_PATH (SQLite), as the server does, and migrates on first use. With --json it prints exactly one JSON object on stdout.
 */
async function main(argv: string[], io: AdminIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      json: { type: 'boolean', default: false },
      name: { type: 'string' },
      org: { type: 'string' },
      env: { type: 'string' },
      sample: { type: 'boolean', default: false },
      ticker: { type: 'string' },
      ecb: { type: 'string' },
      fed: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      replace: { type: 'boolean', default: false },
      aliases: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      format: { type: 'string' },
      timezone: { type: 'string' },
      'date-order': { type: 'string' },
      currency: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [group, action, ...rest] = positionals;
  const command = COMMANDS.find((c) => c.group === group && c.action === action);
  if (values.help || !command) {
    io.stderr.write(usage());
    return values.help ? 0 : 2;
  }
  const config = loadConfig(io.env);
  const database = await openDatabase(config.database);
  // With CLARITY_REDIS_URL, revocations, rotations and imports made here reach the running servers at once.
  const coordination = openCoordination(config.redis, createLogger(config.logLevel, io.stderr));
  const invalidations = coordination ? new InvalidationChannel(coordination) : undefined;
  try {
    // Not reachable in time: the change still commits, and servers see it when their caches expire (within a second).
    if (await coordination?.ready(2000)) await coordination?.listening();
    const clock = config.fixedNow ? fixedClock(config.fixedNow) : systemClock;
    const context: CommandContext = {
      config,
      db: database.db,
      clock,
      services: createServices(database.db, clock, config, invalidations),
      options: values,
      args: rest,
    };
    const result = await command.run(context);
    io.stdout.write(values.json ? `${JSON.stringify(result.json)}\n` : `${result.text}\n`);
    return 0;
  } finally {
    await Promise.all([database.close(), coordination?.close()]);
  }
}

function usage(): string {
  const lines = COMMANDS.map((c) => `  ${`${c.group} ${c.action} ${c.usage}`.padEnd(52)} ${c.summary}`);
  return `Usage: clarity-admin <command> [--json]\n\nCommands:\n${lines.join('\n')}\n`;
}
