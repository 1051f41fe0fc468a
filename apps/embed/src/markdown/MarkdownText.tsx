import { lazyComponent } from '../ui/lazy-component';
import { markdownToPlainText } from './citation-links';

const Markdown = lazyComponent(() => import('./Markdown'));

/** Starts loading the Markdown renderer in the background. */
export function preloadMarkdown(): void {
  void Markdown.preload().catch(() => undefined);
}

/** Markdown text; plain text until the renderer has arrived, so the card never waits for it. */
export function MarkdownText({ text, citationPrefix }: { text: string; citationPrefix: string }) {
  const Renderer = Markdown.useComponent();
  return <div className="markdown">{Renderer === null ? <p className="plain">{markdownToPlainText(text)}</p> : <Renderer text={text} citationPrefix={citationPrefix} />}</div>;
}
