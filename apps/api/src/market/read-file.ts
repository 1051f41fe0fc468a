import { readFileSync } from 'node:fs';
import type { ImportProblem } from './problems.js';

/**
 * A file's bytes, or a problem naming it (missing, a directory, unreadable) as line 0: a market or
 * news import reports what it cannot read like any other problem instead of throwing. `name` is how
 * the problem names the file (the path by default).
 */
export function readFileBytes(path: string, problems: ImportProblem[], name = path): Uint8Array | undefined {
  try {
    return readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    problems.push({ file: name, line: 0, message: code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory, not a file' : `cannot be read (${code ?? String(error)})` });
    return undefined;
  }
}

/** The file's text as UTF-8 (a malformed byte becomes U+FFFD), or a problem naming it. */
export function readFileText(path: string, problems: ImportProblem[], name = path): string | undefined {
  const bytes = readFileBytes(path, problems, name);
  return bytes === undefined ? undefined : new TextDecoder().decode(bytes);
}
