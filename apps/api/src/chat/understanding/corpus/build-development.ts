/**
 * Writes development.json: the labelled questions of the chat's DEVELOPMENT evaluation sets (never a
 * held-out or frozen set), one intent each, for the intent model to train on. Run after a
 * development set changes:
 *   npx tsx --conditions=@clarity/source apps/api/src/chat/understanding/corpus/build-development.ts
 * A turn is labelled with the first tool it requires; a first turn only (a follow-up's meaning lives
 * in the thread, not its words); multi-ask turns are left out (they have several intents).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONVERSATIONS, type Conversation } from '../../evaluation/questions.js';
import { conversationsIn } from '../../evaluation/languages/questions.js';
import { variedConversationsIn } from '../../evaluation/languages/questions-varied.js';

type Language = 'en' | 'de' | 'fr' | 'es';

/** Policy questions name no tool: whether one asks for a prediction is read from its wording (a build-time label, not a runtime rule). */
const ASKS_PREDICTION = /\b(will|wird|werden|va|vont|bajará|subirá|hit|forecast|predict)\b/i;

function labelOf(conversation: Conversation, question: string, tools: Conversation['turns'][number]['tools'], noFigures: boolean): string | undefined {
  if (conversation.category === 'off-topic' || noFigures) return 'off_topic';
  if (conversation.category === 'multi-ask') return undefined;
  if (tools.length === 0) return conversation.category === 'policy' ? (ASKS_PREDICTION.test(question) ? 'forecast' : 'advice') : undefined;
  const first = tools[0];
  return Array.isArray(first) ? first[0] : first;
}

const sets: [Language, Conversation[]][] = [
  ['en', CONVERSATIONS],
  ...(['de', 'fr', 'es'] as const).map((l): [Language, Conversation[]] => [l, [...conversationsIn(l), ...variedConversationsIn(l)]]),
];
const out: Record<Language, { utterance: string; intent: string }[]> = { en: [], de: [], fr: [], es: [] };
for (const [language, conversations] of sets) {
  for (const conversation of conversations) {
    const turn = conversation.turns[0];
    if (!turn) continue;
    const intent = labelOf(conversation, turn.question, turn.tools, turn.noFigures ?? false);
    if (intent && !out[language].some((u) => u.utterance === turn.question)) out[language].push({ utterance: turn.question, intent });
  }
}
writeFileSync(fileURLToPath(new URL('./development.json', import.meta.url)), `${JSON.stringify(out, null, 1)}\n`);
