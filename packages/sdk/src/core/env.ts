/**
 * Reads an environment variable where the runtime has one: Node and Bun (`process.env`), Deno
 * (`Deno.env`, which throws without --allow-env). Edge runtimes and browsers have none.
 */
export function readEnv(name: string): string | undefined {
  const runtime = globalThis as {
    process?: { env?: Record<string, string | undefined> };
    Deno?: { env?: { get?: (name: string) => string | undefined } };
  };
  try {
    // Deno 2 has both; without --allow-env either may throw, which means "not set" here.
    const value = typeof runtime.process !== 'undefined' ? runtime.process.env?.[name] : runtime.Deno?.env?.get?.(name);
    const trimmed = value?.trim();
    return trimmed === '' ? undefined : trimmed;
  } catch {
    return undefined;
  }
}

/** True in a browser page or web worker's main thread (not in Node, Deno, Bun or edge runtimes). */
export function isBrowser(): boolean {
  const g = globalThis as { window?: unknown; document?: unknown };
  return typeof g.window !== 'undefined' && typeof g.document !== 'undefined';
}
