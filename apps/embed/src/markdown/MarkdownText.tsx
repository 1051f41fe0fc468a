import { lazy, Suspense } from 'react';
import { markdownToPlainText } from './citation-links';

const loadMarkdown = () => import('./Markdown');
const Markdown = lazy(loadMarkdown);

/** Starts loading the Markdown renderer in the background. */
export function preloadMarkdown(): void {
  void loadMarkdown();
}

/** Markdown text; plain text until the renderer has arrived, so the card never waits for it. */
export function MarkdownText({ text, citationPrefix }: { text: string; citationPrefix: string }) {
  return (
    <div className="markdown">
      <Suspense fallback={<p className="plain">{markdownToPlainText(text)}</p>}>
        <Markdown text={text} citationPrefix={citationPrefix} />
      </Suspense>
    </div>
  );
}
