// Gzip sizes of the built widget's JavaScript: what the card needs at first paint (the entry chunk
// and its static imports, from Vite's manifest) and everything (lazy chat and Markdown included), and
// everything with its CSS and typeface.
// Shared by the build's budget check and by `npm run bench`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

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
  const all = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((f) => f.endsWith('.js'));
  const sizeOf = (files) => [...files].reduce((sum, f) => sum + gzipBytes(join(distDir, f)), 0);
  // What else the widget downloads: its stylesheets and the typeface the manifest lists for them.
  const assets = [...new Set(Object.values(manifest).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.assets ?? [])]))];
  const totalGzip = sizeOf(all);
  return { initialFiles: [...initial], initialGzip: sizeOf(initial), allFiles: all, totalGzip, assetFiles: assets, withAssetsGzip: totalGzip + sizeOf(assets) };
}
