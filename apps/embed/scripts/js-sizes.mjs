// Gzip sizes of the built widget's JavaScript: what the card needs at first paint (the entry chunk
// and its static imports, from Vite's manifest) and everything (lazy chat and Markdown included).
// Shared by the build's budget check and by `npm run bench`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The widget's messages in one language other than English: a lazy chunk of its own each. */
const LANGUAGE_CHUNK = /^src\/i18n\/messages\.[a-z]{2}\.ts$/;

export function measureEmbedJs(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const initial = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (chunk === undefined || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

  // Every chunk the manifest lists (entry, lazy chunks): files left in dist by an earlier build do not count.
  // A reader downloads the messages of one language at most (src/i18n/messages.<lang>.ts, loaded by
  // i18n/t.ts), so "all" counts the largest of those chunks, not their sum.
  const sizeOf = (files) => [...files].reduce((sum, f) => sum + gzipBytes(join(distDir, f)), 0);
  const languageFiles = new Set(Object.entries(manifest).filter(([key]) => LANGUAGE_CHUNK.test(key)).map(([, chunk]) => chunk.file));
  const all = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((f) => f.endsWith('.js'));
  const largestLanguage = Math.max(0, ...[...languageFiles].map((f) => sizeOf([f])));
  return {
    initialFiles: [...initial],
    initialGzip: sizeOf(initial),
    allFiles: all,
    totalGzip: sizeOf(all.filter((f) => !languageFiles.has(f))) + largestLanguage,
    everyLanguageGzip: sizeOf(all),
  };
}
