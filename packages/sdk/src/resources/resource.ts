import type { APIClient } from '../core/api-client.js';

/**
 * Base of every resource (`client.portfolios`, `client.embeds` …): it holds the shared
 * transport. A new resource is one file extending this class plus one line in `client.ts`.
 */
export abstract class APIResource {
  protected readonly client: APIClient;

  constructor(client: APIClient) {
    this.client = client;
  }
}

/** Encodes one path segment, so that an id can never change which endpoint is called. */
export function segment(value: string): string {
  return encodeURIComponent(value);
}
