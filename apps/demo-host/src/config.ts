import { readFileSync } from 'node:fs';

/**
 * The demo host's settings (the only reader of `process.env` here). The API key stays on this
 * server: it is used to mint embed URLs and list portfolios, and never sent to a browser.
 */
export interface DemoConfig {
  port: number;
  /** A second port serving the same site from an origin the tokens do not allow (shows the refusal). */
  refusedPort: number | undefined;
  /** The origin the embed tokens allow: this site as its visitors' browsers see it. */
  allowedOrigin: string;
  clarityBaseUrl: string;
  /** DEMO_QUIET=1: print nothing on listening (`npm start` prints one banner for both servers). */
  quiet: boolean;
  /** Read when first needed: under Playwright the API writes its demo key after this server starts. */
  apiKey(): string;
}

function optionalPort(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`Not a port: ${value}`);
  return port;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): DemoConfig {
  const port = optionalPort(env.PORT) ?? 8788;
  const keyFile = env.CLARITY_API_KEY_FILE;
  return {
    port,
    refusedPort: optionalPort(env.DEMO_REFUSED_PORT),
    allowedOrigin: env.DEMO_PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    clarityBaseUrl: env.CLARITY_BASE_URL ?? 'http://localhost:8787',
    quiet: env.DEMO_QUIET === '1',
    apiKey() {
      if (env.CLARITY_API_KEY) return env.CLARITY_API_KEY;
      if (keyFile) {
        // The API's demo-credentials.json ({ apiKey }) or a file holding just the key.
        const text = readFileSync(keyFile, 'utf8').trim();
        return text.startsWith('{') ? (JSON.parse(text) as { apiKey: string }).apiKey : text;
      }
      throw new Error('Set CLARITY_API_KEY (or CLARITY_API_KEY_FILE) to the demo organization’s API key');
    },
  };
}
