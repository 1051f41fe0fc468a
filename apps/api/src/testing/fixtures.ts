import type { TradeInput } from '@clarity/shared';

/** `count` trades one minute apart from `start`, with externalIds `${prefix}-<n>`. */
export function tradeBatch(count: number, start: string, prefix: string, overrides: Partial<TradeInput> = {}): TradeInput[] {
  const startMs = Date.parse(start);
  return Array.from({ length: count }, (_, i) => ({
    ticker: 'AAPL',
    side: 'buy' as const,
    quantity: 1,
    price: 100 + i,
    currency: 'USD',
    executedAt: new Date(startMs + i * 60_000).toISOString(),
    externalId: `${prefix}-${i}`,
    ...overrides,
  }));
}

/** The secret part of an API key (`clk_<env>_<keyId>_<secret>`): base64url, so it may itself hold `_`. */
export function apiKeySecret(apiKey: string): string {
  const secret = apiKey.split('_').slice(3).join('_');
  if (secret.length !== 43) throw new Error('not an API key');
  return secret;
}
