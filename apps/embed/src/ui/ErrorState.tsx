import type { EmbedFailure } from '../api/errors';
import { t } from '../i18n/t';

/** An error the end user can read, and a way out when there is one. */
export function ErrorState({ failure, onRetry }: { failure: EmbedFailure; onRetry?: (() => void) | undefined }) {
  return (
    <div className="error-state" role="alert" data-testid="embed-error" data-code={failure.code}>
      <p>{failure.message}</p>
      {onRetry !== undefined && failure.retryable && (
        <button type="button" className="button secondary" onClick={onRetry}>
          {t('error.retry')}
        </button>
      )}
    </div>
  );
}
