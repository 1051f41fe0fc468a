/** Limits of one news input (docs/market-data.md, "Limits"): larger ones are refused, never truncated. */
export const NEWS_LIMITS = {
  /** Bytes of one file or response body. */
  maxBytes: 5 * 1024 * 1024,
  /** Articles or feed items in one input. */
  maxItems: 5000,
  /** Whole request to a feed URL, headers and body. */
  fetchTimeoutMs: 15_000,
} as const;
