// `npm run docs:sri`: writes the host helper's versioned address and Subresource Integrity hash
// (sha384 of packages/embed-host/dist/index.js, the file the API serves at /embed/host.<version>.js)
// into docs/embedding.md between its markers. apps/api/src/embeds/host-script.test.ts fails when they drift.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const { version } = JSON.parse(readFileSync(resolve(root, 'packages/embed-host/package.json'), 'utf8'));
let bundle;
try {
  bundle = readFileSync(resolve(root, 'packages/embed-host/dist/index.js'));
} catch {
  console.error('packages/embed-host is not built: run `npm run build` first');
  process.exit(1);
}
const integrity = `sha384-${createHash('sha384').update(bundle).digest('base64')}`;
const START = '<!-- embed-host-sri:start (npm run docs:sri writes this block) -->';
const END = '<!-- embed-host-sri:end -->';
const block = [
  START,
  '```html',
  `<link rel="modulepreload" href="https://api.clarity.example/embed/host.${version}.js"`,
  `      integrity="${integrity}" crossorigin="anonymous">`,
  '<script type="module">',
  `  import { mountClarity } from 'https://api.clarity.example/embed/host.${version}.js';`,
  "  mountClarity(document.getElementById('insight'), { url: embedUrlFromYourServer });",
  '</script>',
  '```',
  END,
].join('\n');

const docPath = resolve(root, 'docs/embedding.md');
const doc = readFileSync(docPath, 'utf8');
const from = doc.indexOf(START);
const to = doc.indexOf(END);
if (from === -1 || to === -1) {
  console.error(`docs/embedding.md has no ${START} … ${END} block`);
  process.exit(1);
}
writeFileSync(docPath, doc.slice(0, from) + block + doc.slice(to + END.length));
console.log(`docs/embedding.md: @clarity/embed-host ${version} ${integrity}`);
