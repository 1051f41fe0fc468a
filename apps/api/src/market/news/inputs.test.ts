import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MarketImportError } from '../problems.js';
import { collectInputs } from './inputs.js';
import { NEWS_LIMITS } from './limits.js';

let dir: string;
let server: Server;
let base: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'clarity-news-inputs-'));
  server = createServer((req, res) => {
    if (req.url === '/feed.json') res.writeHead(200, { 'content-type': 'application/feed+json' }).end(JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', title: 'T', items: [] }));
    else res.writeHead(500).end('oops');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('collectInputs', () => {
  it('reads files, a directory (news files in name order, its aliases.csv, nothing else) and URLs', async () => {
    const news = join(dir, 'news');
    mkdirSync(news);
    writeFileSync(join(news, 'b.xml'), '<rss/>');
    writeFileSync(join(news, 'a.jsonl'), '{}');
    writeFileSync(join(news, 'README.md'), '# not news');
    writeFileSync(join(news, 'aliases.csv'), 'ticker,alias\nNVDA,Nvidia\n');
    const { inputs, aliases } = await collectInputs([news, `${base}/feed.json`]);
    expect(inputs.map((i) => i.name)).toEqual([join(news, 'a.jsonl'), join(news, 'b.xml'), `${base}/feed.json`]);
    expect(aliases).toEqual([{ ticker: 'NVDA', alias: 'Nvidia' }]);
  });

  it('collects every problem: a missing path, a failing URL, an oversize file, a bad alias row', async () => {
    const big = join(dir, 'big.jsonl');
    writeFileSync(big, Buffer.alloc(NEWS_LIMITS.maxBytes + 1, 0x20));
    const aliases = join(dir, 'aliases.csv');
    writeFileSync(aliases, 'ticker,alias\nnvda,Nvidia\n');
    const error = (await collectInputs([join(dir, 'missing.jsonl'), `${base}/broken.xml?key=s3cret`, big], aliases).catch((e: unknown) => e)) as MarketImportError;
    expect(error).toBeInstanceOf(MarketImportError);
    const messages = error.problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
    expect(JSON.stringify(error.problems)).not.toContain('s3cret');
    expect(messages).toEqual([
      `${join(dir, 'missing.jsonl')}:0: does not exist`,
      `${base}/broken.xml:0: answered HTTP 500`,
      `${big}:0: is larger than ${NEWS_LIMITS.maxBytes} bytes`,
      `${aliases}:2: ticker: must be 1–20 upper-case letters, digits, "." or "-"`,
    ]);
  });
});
