import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvRecordBatches } from './csv-stream.js';

async function records(text: string, fromLine = 1) {
  const out: unknown[] = [];
  for await (const batch of csvRecordBatches(Readable.from([Buffer.from(text)]), { delimiter: ',', fromLine })) out.push(...batch);
  return out;
}

describe('csvRecordBatches', () => {
  it('gives each record the line it ends on, blank lines and quoted line breaks counted', async () => {
    expect(await records('a,b\n1,2\n\n"x\ny",3\n4,5\n', 2)).toEqual([
      { line: 2, fields: ['1', '2'] },
      { line: 5, fields: ['x\ny', '3'] },
      { line: 6, fields: ['4', '5'] },
    ]);
  });

  it('trims every kind of white space around a field, and only around it', async () => {
    expect(await records(' a ,\u00a0b\u00a0,\u202fc d\u3000,\t"e",\ufeffé\n')).toEqual([{ line: 1, fields: ['a', 'b', 'c d', 'e', 'é'] }]);
  });

  it('ends with the line a broken quote is on', async () => {
    expect((await records('a,b\n1,"2\n')).at(-1)).toEqual({ line: 2, error: 'a quoted field is not closed before the end of the file' });
  });
});
