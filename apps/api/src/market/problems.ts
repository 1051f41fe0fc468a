/** One thing wrong with an import, located as precisely as the format allows. */
export interface ImportProblem {
  file: string;
  /** 1-based; 0 when the problem is the file or directory itself. */
  line: number;
  message: string;
}

const SHOWN = 20;

/**
 * Thrown before anything is written: lists every problem found (the first 20 in the message) as
 * `file:line: problem`, so a bad file can be fixed in one pass.
 */
export class MarketImportError extends Error {
  constructor(readonly problems: ImportProblem[]) {
    const lines = problems.slice(0, SHOWN).map((p) => `  ${p.file}${p.line > 0 ? `:${p.line}` : ''}: ${p.message}`);
    if (problems.length > SHOWN) lines.push(`  … and ${problems.length - SHOWN} more`);
    super(`Market data import failed; nothing was loaded (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${lines.join('\n')}`);
    this.name = 'MarketImportError';
  }
}
