import { resolve } from 'node:path';
import { UsageError, type Command } from './types.js';

export const MARKET_COMMANDS: Command[] = [
  {
    group: 'market',
    action: 'import',
    usage: '<dir> | --sample',
    summary: 'Load instruments, prices, FX and stories (all or nothing)',
    async run(context) {
      const dir = context.args[0];
      if (context.options.sample === Boolean(dir)) throw new UsageError('give a directory or --sample (one of them)');
      const importer = context.services.marketImport;
      const result = context.options.sample ? await importer.importSample() : await importer.importDirectory(resolve(dir!));
      const counts = Object.entries(result.counts)
        .map(([table, n]) => `${table} ${n}`)
        .join(', ');
      return {
        json: { ...result.counts, version: result.version, dir: result.dir, files: result.files },
        text: `Imported ${result.dir}: ${counts}. Market data version ${result.version}.`,
      };
    },
  },
];
