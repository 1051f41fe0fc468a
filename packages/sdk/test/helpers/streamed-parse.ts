import { createReadStream } from 'node:fs';
import { csvRecordBatches } from '@clarity/file-readers/stream';
import { parseTradesCsvStream, type ImportedActivity, type ParseTradesCsvOptions } from '@clarity/sdk';

/**
 * A file through parseTradesCsvStream as the CLI reads it (csv-parse records from the file, opened
 * again on each restart): the summary, the batches handed on since the last restart, their
 * activities, how many restarts and how many times the file was opened.
 */
export async function streamedParse(path: string, head: string, options: ParseTradesCsvOptions = {}) {
  let batches: ImportedActivity[][] = [];
  let restarts = 0;
  let opened = 0;
  const summary = await parseTradesCsvStream(
    head,
    (from) => {
      opened++;
      return csvRecordBatches(createReadStream(path), from);
    },
    options,
    (batch) => {
      batches.push(batch);
    },
    () => {
      restarts++;
      batches = [];
    },
  );
  return { summary, batches, activities: batches.flat(), restarts, opened };
}
