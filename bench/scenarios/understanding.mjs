// Chat understanding: the intent model (NLP.js, trained from the corpus on first use) reads every
// question, so its time per question is judged against the planner's (the regular-expression reading
// it sits beside, the same questions in the same process, interleaved): p50 at most 3× the planner's.
// Measured in process on the built code (apps/api/dist), since a classification is CPU work inside
// one request. Also printed: each language's training time (as a ratio to the same language's
// p50 classification, so no absolute claim) and the memory the four trained models take (the
// process's RSS before and after training; an absolute budget of 60 MB, as memory does not depend
// on how fast the machine is today). The whole reading of a question (its language read into the
// planner's words, the recognizers' dates, periods and percentages, the plan, the intent model) is
// timed too, as a ratio to the planner's p50 in the same run (its p50 is printed beside it, to read
// against the 5 ms per question the chat allows itself); the recognizers alone (chrono-node) likewise.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib.mjs';
import { atMost, baselineOf, budget } from '../report.mjs';
import { median, timeMs } from '../stats.mjs';

const QUESTIONS = {
  en: ['What is my portfolio worth?', 'how exposed am I to the dollar?', 'Is Nvidia a buy?', 'which holding moved most this week', "What's the weather in Paris?", 'What is my money-weighted return?', 'How did my portfolio do the past week?', 'What if Nvidia fell 20%?'],
  de: ['Wie viel ist mein Depot wert?', 'Soll ich SAP kaufen?', 'Wie hoch sind meine Gebühren?', 'Wie lief mein Depot seit Jahresbeginn?'],
  fr: ['Combien vaut mon portefeuille ?', 'Faut-il vendre Tesla ?', 'Quel est mon rendement ?', 'Et si Nvidia baissait de 20 % ?'],
  es: ['¿Cuánto vale mi cartera?', '¿Vale la pena comprar Apple?', '¿Qué riesgo tiene mi cartera?', '¿Cuál fue el precio de Apple el 30 de junio?'],
};
const ROUNDS = 30;

const dist = (path) => import(pathToFileURL(join(ROOT, 'apps/api/dist', path)).href);

export default {
  name: 'understanding',
  async run({ row }) {
    const [{ classifyIntent }, { planQuestion }, { questionForPlanner }, recognizers] = await Promise.all([
      dist('chat/understanding/intent-model.js'),
      dist('chat/planner/plan.js'),
      dist('chat/understanding/languages/read.js'),
      dist('chat/understanding/recognizers.js'),
    ]);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const training = {};
    for (const locale of Object.keys(QUESTIONS)) training[locale] = await timeMs(() => classifyIntent('hello', locale));
    const rssMb = (process.memoryUsage().rss - rssBefore) / 2 ** 20;

    const model = [];
    const planner = [];
    const whole = [];
    const recognized = [];
    const byLocale = {};
    const none = { tickers: [], topics: [], refersBack: false };
    for (let round = -3; round < ROUNDS; round++) {
      for (const [locale, questions] of Object.entries(QUESTIONS)) {
        for (const q of questions) {
          const p = await timeMs(() => planQuestion(q, none, { baseCurrency: 'USD', heldTickers: [], lastTurn: undefined, asOf: '2026-11-13' }));
          const m = await timeMs(() => classifyIntent(q, locale));
          // The whole reading as a request does it; the recognizers on a text they have not read yet (their cache is per text).
          const w = await timeMs(async () => {
            const read = questionForPlanner(q, locale);
            planQuestion(read, none, { baseCurrency: 'USD', heldTickers: [], lastTurn: undefined, asOf: '2026-11-13', asked: q });
            await classifyIntent(q, locale);
          });
          const fresh = `${q} (${round})`;
          const r = await timeMs(() => {
            recognizers.periodIn(fresh, '2026-11-13');
            recognizers.dateIn(fresh, '2026-11-13');
            recognizers.percentIn(fresh);
          });
          if (round < 0) continue;
          whole.push(w);
          recognized.push(r);
          planner.push(p);
          model.push(m);
          (byLocale[locale] ??= []).push(m);
        }
      }
    }
    const plannerP50 = median(planner);
    row('chat understanding: planner (regular expressions), per question', { p50: plannerP50 }, { extra: `${planner.length} samples` });
    const modelP50 = median(model);
    row('chat understanding: intent model (NLP.js), per question', { p50: modelP50 }, { baseline: baselineOf('planner p50', plannerP50, 'ms'), ratio: modelP50 / plannerP50, target: atMost(3, modelP50 / plannerP50), extra: `${model.length} samples, 4 languages` });
    const recognizedP50 = median(recognized);
    row('chat understanding: recognizers (chrono-node dates and periods, percentages), per question', { p50: recognizedP50 }, { baseline: baselineOf('planner p50', plannerP50, 'ms'), ratio: recognizedP50 / plannerP50, extra: `${recognized.length} samples, uncached` });
    const wholeP50 = median(whole);
    row('chat understanding: the whole reading (language, recognizers, plan, intent model), per question', { p50: wholeP50 }, {
      baseline: baselineOf('planner p50', plannerP50, 'ms'),
      ratio: wholeP50 / plannerP50,
      extra: `${whole.length} samples, 4 languages`,
    });
    for (const [locale, ms] of Object.entries(training)) {
      const p50 = median(byLocale[locale]);
      row(`chat understanding: training the ${locale} model (first question)`, { p50: ms }, { baseline: baselineOf(`${locale} classification p50`, p50, 'ms'), ratio: ms / p50 });
    }
    row('chat understanding: memory of the four trained models', {}, { target: budget('≤ 60 MB RSS', rssMb <= 60), extra: `${rssMb.toFixed(1)} MB RSS` });
  },
};
