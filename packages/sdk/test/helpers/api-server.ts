import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestContext, type TestContext } from '../../../../apps/api/src/testing/harness.js';

export interface RunningApi {
  /** `http://127.0.0.1:<port>`: the real API (createApp on a temp SQLite file). */
  baseURL: string;
  /** A production key of a fresh organization. */
  apiKey: string;
  /** That organization's id. */
  orgId: string;
  ctx: TestContext;
  close(): Promise<void>;
}

/** The real API on an ephemeral port; nothing mocked. `env` is the service configuration. */
export async function startApi(env: Record<string, string> = {}): Promise<RunningApi> {
  const ctx = await createTestContext(env);
  const { apiKey, orgId } = await ctx.newOrg();
  const server = createServer(ctx.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    apiKey,
    orgId,
    ctx,
    async close() {
      await closeServer(server);
      await ctx.close();
    },
  };
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
