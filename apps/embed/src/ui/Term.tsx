import { Fragment, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { MessageKey } from '../i18n/messages';
import { t } from '../i18n/t';

export type ExplainKey = Extract<MessageKey, `explain.${string}`>;

/**
 * A technical term with its plain-words explanation, shown on hover, on focus and on tap (a real
 * button; the explanation is its `aria-describedby`, so a screen reader reads it too). Escape hides it.
 */
export function Term({ explain, children }: { explain: ExplainKey; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const tip = useRef<HTMLSpanElement>(null);
  // Keep the explanation inside the frame: shift it left when it would run past the right edge.
  useLayoutEffect(() => {
    const element = tip.current;
    if (!open || element === null) return;
    element.style.left = '0px';
    const overflow = element.getBoundingClientRect().right - (document.documentElement.clientWidth - 8);
    if (overflow > 0) element.style.left = `${-overflow}px`;
  }, [open]);
  return (
    <span className="term-wrap" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className="term"
        data-testid="glossary-term"
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        {children}
      </button>
      <span role="tooltip" id={id} ref={tip} className="term-tip" hidden={!open}>
        {t(explain)}
      </span>
    </span>
  );
}

/** The card's technical terms as they appear in its text, each with its explanation. */
const TERMS: Array<[RegExp, ExplainKey]> = [
  [/annuali[sz]ed volatility|volatility/i, 'explain.volatility'],
  [/maximum drawdown|drawdown/i, 'explain.drawdown'],
  [/effective number of holdings/i, 'explain.effective'],
  [/unrealized P&L/i, 'explain.pnl'],
  [/\bbands?\b/i, 'explain.band'],
  [/\bbenchmark\b/i, 'explain.benchmark'],
  [/time-weighted return/i, 'explain.twr'],
  [/total return/i, 'explain.totalReturn'],
  [/dividend yield on cost|yield on cost/i, 'explain.yieldOnCost'],
  [/withholding tax|withheld at source/i, 'explain.withholding'],
  [/net invested capital|net invested/i, 'explain.netInvested'],
  [/money-weighted return/i, 'explain.mwr'],
  [/\bstress\b/i, 'explain.stress'],
  [/\bexposed\b/i, 'explain.exposed'],
  [/1\/HHI|\bHHI\b/, 'explain.hhi'],
];
const ANY_TERM = new RegExp(TERMS.map(([re]) => `(${re.source})`).join('|'), 'gi');

/** A piece of text with the first mention of each known term made explainable. */
export function withTerms(text: string, seen: Set<ExplainKey> = new Set()): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(ANY_TERM)) {
    const key = TERMS[match.slice(1).findIndex((group) => group !== undefined)]?.[1];
    if (key === undefined || seen.has(key)) continue;
    seen.add(key);
    parts.push(text.slice(last, match.index), <Term key={match.index} explain={key}>{match[0]}</Term>);
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
