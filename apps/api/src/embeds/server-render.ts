import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SupportedLocale } from '@clarity/shared';

/**
 * The widget's own render of the card into the embed page: `apps/embed/src/ssr.tsx`, built by the
 * widget's build (`vite build --ssr`) into `<dist>/ssr/render-card.js`, one self-contained module
 * (Preact, the widget's components and its message catalogs). The page that carries the card then
 * also carries its markup, so the browser paints the card from the HTML and CSS alone, and the
 * widget hydrates that markup instead of rendering it.
 */
export interface CardRenderer {
  renderCardPage(input: { cardJson: string; token: string; locale: SupportedLocale; search: string }): RenderedCard | null;
}

export interface RenderedCard {
  /** The inside of `<div id="root">`. */
  rootHtml: string;
  /** Attributes for `<html>` (the theme the URL names), each with its leading space; or empty. */
  htmlAttributes: string;
  /** A style element for `<head>` (the `auto` theme), or empty. */
  headStyle: string;
}

/** The module's path in a built UI. */
export function cardRendererPath(distDir: string): string {
  return join(distDir, 'ssr', 'render-card.js');
}

const modules = new Map<string, Promise<CardRenderer>>();

/**
 * The built renderer, or undefined when the UI was built without it (the page then carries the card's
 * data only, as before). Loaded once per build: the file's modification time is part of the module's
 * URL, so a rebuilt UI is rendered by its own components without a restart (as the page's HTML is
 * read per page), and markup and bundle always come from the same build.
 */
export async function loadCardRenderer(distDir: string): Promise<CardRenderer | undefined> {
  const file = cardRendererPath(distDir);
  let modified: number;
  try {
    modified = (await stat(file)).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const url = `${pathToFileURL(file).href}?built=${modified}`;
  let module = modules.get(url);
  if (module === undefined) {
    module = import(url) as Promise<CardRenderer>;
    modules.set(url, module);
    module.catch(() => modules.delete(url));
  }
  return module;
}

/**
 * The built page with the rendered card in it: the markup inside the root element, the theme on
 * `<html>` and in `<head>`. Spliced by position (the markup may contain `$&`, which `String.replace`
 * would expand). A page whose root element is not the built one's is left as it is.
 */
export function withRenderedCard(html: string, rendered: RenderedCard): string {
  const root = '<div id="root"></div>';
  const at = html.indexOf(root);
  if (at < 0) return html;
  let page = html.slice(0, at) + '<div id="root">' + rendered.rootHtml + '</div>' + html.slice(at + root.length);
  if (rendered.headStyle !== '') {
    const head = page.indexOf('</head>');
    if (head >= 0) page = page.slice(0, head) + rendered.headStyle + page.slice(head);
  }
  if (rendered.htmlAttributes !== '') {
    const open = page.indexOf('<html');
    const end = open < 0 ? -1 : page.indexOf('>', open);
    if (end >= 0) page = page.slice(0, end) + rendered.htmlAttributes + page.slice(end);
  }
  return page;
}
