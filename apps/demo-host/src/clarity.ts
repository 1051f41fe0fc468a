import { Clarity } from '@clarity/sdk';
import type { DemoConfig } from './config.js';

export type EmbedScopeChoice = 'card' | 'chat';

export interface MintOptions {
  portfolioId: string;
  scope: EmbedScopeChoice[];
  ttlSeconds: number;
}

/** What the partner's backend does with Clarity: list its portfolios and mint embed URLs, through the client library. */
export class ClarityBackend {
  private client: Clarity | undefined;

  constructor(private readonly config: DemoConfig) {}

  private sdk(): Clarity {
    this.client ??= new Clarity({ apiKey: this.config.apiKey(), baseURL: this.config.clarityBaseUrl });
    return this.client;
  }

  async listPortfolios() {
    const page = await this.sdk().portfolios.list({ limit: 50 });
    return page.data;
  }

  /** An embed URL for this site's origin only: the same page on any other origin is refused. */
  async mintEmbed({ portfolioId, scope, ttlSeconds }: MintOptions) {
    const minted = await this.sdk().embeds.create({ portfolioId, allowedOrigins: [this.config.allowedOrigin], ttlSeconds, scope });
    return { url: minted.url, expiresAt: minted.expiresAt };
  }
}
