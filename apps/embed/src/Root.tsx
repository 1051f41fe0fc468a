import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { App } from './App';
import type { HostBridge } from './host/bridge';
import { SessionProvider } from './session/SessionContext';
import type { EmbedClaims } from './session/token';

export interface RootProps {
  queryClient: QueryClient;
  token: string;
  claims: EmbedClaims;
  bridge: HostBridge;
  staleAfterDays: number;
}

/**
 * The whole view for a token. One tree for the browser (main.tsx) and the server's render of the
 * card into the embed page (ssr.tsx): hydration needs the same components in the same places (ids
 * from `useId` follow the tree).
 */
export function Root({ queryClient, token, claims, bridge, staleAfterDays }: RootProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionProvider initialToken={token} initialClaims={claims} bridge={bridge}>
          <App staleAfterDays={staleAfterDays} />
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
