/**
 * Reads an environment variable where the runtime has one: Node and Bun (`process.env`), Deno
 * (`Deno.env`, which throws without --allow-env). Edge runtimes and browsers have none.
 */
export function readEnv(name: string): string | undefined {
  const runtime = globalThis as {
    process?: { env?: Record<string, string | undefined> };
    Deno?: { env?: { get?: (name: string) => string | undefined } };
  };
  if (typeof runtime.process !== 'undefined') {
    const value = runtime.process.env?.[name]?.trim();
    return value === '' ? undefined : value;
  }
  try {
    const value = runtime.Deno?.env?.get?.(name)?.trim();
    return value === '' ? undefined : value;
  } catch {
    return undefined;
  }
}

/** True in a browser page or web worker's main thread (not in Node, Deno, Bun or edge runtimes). */
export function isBrowser(): boolean {
  const g = globalThis as { window?: unknown; document?: unknown };
  return typeof g.window !== 'undefined' && typeof g.document !== 'undefined';
}
