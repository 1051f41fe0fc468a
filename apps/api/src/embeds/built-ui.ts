import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SupportedLocale } from '@clarity/shared';

/**
 * The built iframe UI (apps/embed, `vite build` with `manifest: true`) as the embed page serves it.
 * Both files are read per page, as before: a rebuilt UI is served without a restart, and a read of a
 * few kilobytes from the page cache costs far less than the page's network round trip.
 */
export interface BuiltUi {
  /** `index.html`, as built (`<html lang="en">`). */
  html: string;
  /** The chunk of each language's widget messages, by locale (`/embed/assets/messages.de-….js`); none for English. */
  messageChunks: Partial<Record<SupportedLocale, string>>;
}

/** The built UI, or undefined when `index.html` is missing (the page then serves a minimal page). */
export async function readBuiltUi(distDir: string, assetBase: string): Promise<BuiltUi | undefined> {
  const [html, manifest] = await Promise.all([readIfPresent(join(distDir, 'index.html')), readIfPresent(join(distDir, '.vite', 'manifest.json'))]);
  if (html === undefined) return undefined;
  return { html, messageChunks: manifest === undefined ? {} : messageChunksOf(JSON.parse(manifest) as ViteManifest, assetBase) };
}

type ViteManifest = Record<string, { file: string; src?: string }>;

/** apps/embed/src/i18n/t.ts imports `./messages.<locale>` lazily: Vite names each such chunk by its source. */
const MESSAGES_SOURCE = /^src\/i18n\/messages\.(de|fr|es)\.ts$/;

function messageChunksOf(manifest: ViteManifest, assetBase: string): BuiltUi['messageChunks'] {
  const chunks: BuiltUi['messageChunks'] = {};
  for (const chunk of Object.values(manifest)) {
    const locale = MESSAGES_SOURCE.exec(chunk.src ?? '')?.[1] as SupportedLocale | undefined;
    if (locale !== undefined) chunks[locale] = `${assetBase}/${chunk.file}`;
  }
  return chunks;
}

/**
 * The page for a language other than English preloads that language's messages: the widget's first
 * render waits for them, and without the hint the browser only asks for them once the entry chunk has
 * run, one more round trip on the way to the card.
 */
export function withMessagesPreload(html: string, chunk: string | undefined): string {
  if (chunk === undefined) return html;
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  return `${html.slice(0, end)}<link rel="modulepreload" crossorigin href="${chunk}">${html.slice(end)}`;
}

async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
