import type { en } from '../en/index.js';
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

/** French, written for retail investors (portefeuille, plus-value latente, rendement, performance); every key of English, no other. */
export const fr: Record<keyof typeof en, string> = { ...activities, ...benchmarks, ...card, ...chat, ...consoleMail, ...embedPage, ...glossary, ...labels, ...performance, ...report, ...states, ...strategies, ...tools };
