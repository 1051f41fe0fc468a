// NLP.js ships no type declarations: the few parts the intent model uses.
declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void;
  }
  export function containerBootstrap(): Container;
  const core: { containerBootstrap: typeof containerBootstrap };
  export default core;
}
declare module '@nlpjs/nlu' {
  import type { Container } from '@nlpjs/core';
  export class NluNeural {
    constructor(settings: { locale: string; container: Container; log?: boolean });
    train(corpus: { utterance: string; intent: string }[]): Promise<unknown>;
    prepare(text: string): Promise<Record<string, number>>;
    process(utterance: string): Promise<{ classifications: { intent: string; score: number }[] }>;
  }
  const nlu: { NluNeural: typeof NluNeural };
  export default nlu;
}
// @nlpjs/lang-en-min, -de, -fr, -es: each exports its language plugin (LangEn, LangDe, LangFr, LangEs).
declare module '@nlpjs/lang-*' {
  const lang: Record<string, unknown>;
  export default lang;
}
