import type { FollowUp } from '@clarity/shared';
import type { StoryRecord } from '../../market/types.js';
import type { TurnEntities } from '../threads/repository.js';
import type { CitationRegistry } from '../../insight/citations.js';

/** A composed answer: Markdown paragraphs (streamed in order), follow-ups, and what it discussed. */
export interface ComposedAnswer {
  paragraphs: string[];
  followUps: FollowUp[];
  entities: TurnEntities;
}

/** "**Title** (developing): 2026-02-20, headline [1]. Fed funds rate: 5.25% → 5.00%." */
export function storyLine(story: StoryRecord, citations: CitationRegistry): string {
  const latest = story.developments[story.developments.length - 1];
  if (!latest) return `**${story.title}** (${story.status}).`;
  const marker = citations.firstMarker(latest.sourceIds);
  const change = latest.stateChanges[0];
  const changeText = change ? ` ${sentenceCase(change.entity)} ${change.attribute}: ${change.from} → ${change.to}.` : '';
  return `**${story.title}** (${story.status}): ${latest.date}, ${stripPeriod(latest.headline)}${marker ? ` ${marker}` : ''}.${changeText}`;
}

export function bulletList(lines: readonly string[]): string {
  return lines.map((l) => `- ${l}`).join('\n');
}

export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function stripPeriod(text: string): string {
  return text.replace(/[.\s]+$/, '');
}

export function followUps(...questions: string[]): FollowUp[] {
  return [...new Set(questions)].slice(0, 3).map((question) => ({ question }));
}

/** "AAPL, MSFT and NVDA" */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
