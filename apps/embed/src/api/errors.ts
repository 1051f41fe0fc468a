import { t } from '../i18n/t';

/**
 * Everything that can stop the view, with the sentence the end user reads. The codes are also what
 * the iframe reports to the host page in `clarity:error {code}`.
 */
export type FailureKind = 'invalid' | 'expired' | 'revoked' | 'origin' | 'scope' | 'unavailable' | 'not_found' | 'rate_limited' | 'network' | 'server';

export class EmbedFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    /** The API's precise code when there was one (`origin_denied` …), else the kind. */
    readonly code: string,
  ) {
    super(t(`error.${kind}`));
    this.name = 'EmbedFailure';
  }

  /** The token expired or was revoked: a new one from the host page fixes it. */
  get needsNewToken(): boolean {
    return this.kind === 'expired' || this.code === 'token_revoked';
  }

  /** Failures a second try may fix; the others need the host page or the partner to act. */
  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'server' || this.kind === 'rate_limited';
  }
}


interface ErrorBody {
  error?: { code?: string; message?: string };
}

/** Classifies a failed API response. `expiredByClock` says whether the token's `exp` has passed. */
export async function failureFromResponse(response: Response, expiredByClock: boolean): Promise<EmbedFailure> {
  let code = '';
  let message = '';
  try {
    const error = ((await response.json()) as ErrorBody).error;
    code = error?.code ?? '';
    message = error?.message ?? '';
  } catch {
    // not our envelope (a proxy's page): classify by status alone
  }
  if (response.status === 401) {
    if (code === 'token_revoked') return new EmbedFailure('revoked', code);
    if (code === 'token_invalid') return new EmbedFailure('invalid', code);
    // `token_expired`; the rest (no envelope, an older server's `unauthorized`) by the clock and the words.
    if (expiredByClock || /expired/i.test(`${code} ${message}`)) return new EmbedFailure('expired', code || 'token_expired');
    return new EmbedFailure('revoked', code || 'unauthorized');
  }
  if (response.status === 403) {
    if (code === 'origin_denied') return new EmbedFailure('origin', code);
    if (code === 'scope_denied') return new EmbedFailure('scope', code);
    return new EmbedFailure('unavailable', code || 'forbidden');
  }
  if (response.status === 404) return new EmbedFailure('not_found', code || 'not_found');
  if (response.status === 429) return new EmbedFailure('rate_limited', code || 'rate_limited');
  return new EmbedFailure('server', code || `http_${response.status}`);
}

export function asFailure(error: unknown): EmbedFailure {
  if (error instanceof EmbedFailure) return error;
  return new EmbedFailure('network', 'network');
}
