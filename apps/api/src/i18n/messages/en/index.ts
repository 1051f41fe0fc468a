import { activities } from './activities.js';
import { benchmarks } from './benchmarks.js';
import { card } from './card.js';
import { consoleMail } from './console-mail.js';
import { embedPage } from './embed-page.js';
import { chat } from './chat.js';
import { glossary } from './glossary.js';
import { labels } from './labels.js';
import { performance } from './performance.js';
import { report } from './report.js';
import { states } from './states.js';
import { strategies } from './strategies.js';
import { tools } from './tools.js';

/**
 * English, the source locale. One file per area so that areas change independently; keys are
 * namespaced by area (`card.`, `chat.`, `performance.`, `glossary.`) and must be unique.
 */
export const en = { ...activities, ...benchmarks, ...card, ...chat, ...consoleMail, ...embedPage, ...glossary, ...labels, ...performance, ...report, ...states, ...strategies, ...tools } as const;
