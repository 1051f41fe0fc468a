import type { FollowUp } from '@clarity/shared';
import { t } from '../i18n/t';

/** Suggested questions as chips; choosing one asks it. */
export function FollowUps({ followUps, onAsk, disabled }: { followUps: FollowUp[]; onAsk: (question: string) => void; disabled?: boolean }) {
  if (followUps.length === 0) return null;
  return (
    <ul className="followups" aria-label={t('followups.label')}>
      {followUps.map((f) => (
        <li key={f.question}>
          <button type="button" className="chip" data-testid="followup" disabled={disabled} onClick={() => onAsk(f.question)}>
            {f.question}
          </button>
        </li>
      ))}
    </ul>
  );
}
