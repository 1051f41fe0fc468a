import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Services } from '../../services.js';

export interface CommandContext {
  config: Config;
  db: Db;
  clock: Clock;
  services: Services;
  options: { json?: boolean; name?: string; org?: string; env?: string; sample?: boolean; ticker?: string; ecb?: string; fed?: string; 'dry-run'?: boolean; replace?: boolean; aliases?: string; email?: string; role?: string; format?: string; timezone?: string; 'date-order'?: string; currency?: string };
  args: string[];
}

export interface CommandResult {
  /** Printed with --json. */
  json: unknown;
  /** Printed otherwise. */
  text: string;
}

export interface Command {
  group: string;
  action: string;
  usage: string;
  summary: string;
  run(context: CommandContext): Promise<CommandResult>;
}

export class UsageError extends Error {}

