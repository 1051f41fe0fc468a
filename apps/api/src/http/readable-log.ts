import type { DestinationStream } from 'pino';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields shown in a line's own words; every other field follows as `name=value`. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'req', 'res', 'responseTime', 'reqId']);

function clock(time: unknown): string {
  return typeof time === 'number' ? new Date(time).toISOString().slice(11, 19) : '--:--:--';
}

function extra(entry: Record<string, unknown>): string {
  const pairs = Object.entries(entry)
    .filter(([name, value]) => !SHOWN.has(name) && value !== undefined)
    .map(([name, value]) => `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return pairs.length === 0 ? '' : `  ${pairs.join(' ')}`;
}

/**
 * One pino JSON line as a person reads it on a terminal: `14:03:07 INFO  GET /v1/clarity/card 200 12 ms`
 * for a request, `14:03:07 WARN  <message>  field=value…` otherwise. Unparseable input passes as it is.
 */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = (LEVELS[entry.level as number] ?? String(entry.level)).padEnd(5);
  const req = entry.req as { method?: string; url?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  const what =
    req && res
      ? `${req.method ?? ''} ${req.url ?? ''} ${res.statusCode ?? ''}${typeof entry.responseTime === 'number' ? ` ${Math.round(entry.responseTime)} ms` : ''}`
      : typeof entry.msg === 'string' ? entry.msg : '';
  const { err, ...rest } = entry;
  const stack = err && typeof err === 'object' && 'stack' in err ? `\n${String(err.stack)}` : '';
  const fields = extra(req && res ? { ...rest, msg: undefined } : rest);
  return `${clock(entry.time)} ${level} ${what}${fields}${stack}\n`;
}

/** A pino destination that writes each line readable (above) to `out`: what a terminal gets by default. */
export function readableDestination(out: NodeJS.WritableStream = process.stdout): DestinationStream {
  return { write: (line: string) => void out.write(readableLine(line)) };
}
