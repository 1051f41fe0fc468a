// The baselines every bench target is a ratio of, each measured in the same run as what it judges:
// the raw `node:http` hello (the physical limit for a response), the floor of a durable append and
// a raw read of a trade log (SQLite with nothing of ours on top). `/healthz` and a blank page's
// navigation are measured where they are used (run.mjs, scenarios/embed-ui.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ROOT, freePort, stopChild, waitUntilUp } from './lib.mjs';

/** Starts bench/hello-server.mjs in its own process on a free port. */
export async function startHelloServer() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'bench/hello-server.mjs')], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitUntilUp(child, url);
  return { url, stop: () => stopChild(child) };
}

/** Response headers node writes itself or that belong to one connection: not replayed. */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * Sends `request` ({ url, path, method, headers, body }) once and keeps the raw response: status,
 * headers and the body's bytes as sent (still gzip when the server compressed it).
 */
export function recordResponse({ url, path, method = 'GET', headers = {}, body }) {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, url), { method, headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}) } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const kept = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !NOT_REPLAYED.has(name)));
        resolve({ status: res.statusCode, headers: kept, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Starts bench/replay-server.mjs in its own process, answering every request with `recorded` (from recordResponse). */
export async function startReplayServer(recorded) {
  const dir = mkdtempSync(join(tmpdir(), 'clarity-replay-'));
  const file = join(dir, 'response.json');
  writeFileSync(file, JSON.stringify({ status: recorded.status, headers: recorded.headers, bodyBase64: recorded.body.toString('base64') }));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'bench/replay-server.mjs')], { env: { ...process.env, PORT: String(port), REPLAY_FILE: file }, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitUntilUp(child, url);
  return {
    url,
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const TRADE_COLUMNS = ['id', 'portfolio_id', 'ticker', 'side', 'quantity', 'price', 'currency', 'executed_at', 'fees', 'external_id', 'recorded_at'];

/**
 * The floor of a durable append: `rows` rows of a trade's columns inserted in one transaction by
 * better-sqlite3 alone, into a file in `dir` (the server's temp dir, so the same disk), opened as the
 * API opens its database: WAL and `synchronous = FULL`, so each commit waits for an fsync of the WAL.
 * No secondary index, no validation, no HTTP: what recording trades cannot go below.
 */
export function openDurableInsert(dir, rows = 1000) {
  const sqlite = new Database(join(dir, 'durable-insert-floor.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.exec(`CREATE TABLE IF NOT EXISTS appended (seq INTEGER PRIMARY KEY AUTOINCREMENT, ${TRADE_COLUMNS.map((c) => `${c} ${['quantity', 'price', 'fees'].includes(c) ? 'REAL' : 'TEXT'}`).join(', ')})`);
  const insert = sqlite.prepare(`INSERT INTO appended (${TRADE_COLUMNS.join(', ')}) VALUES (${TRADE_COLUMNS.map(() => '?').join(', ')})`);
  const insertAll = sqlite.transaction((batch) => {
    for (const values of batch) insert.run(values);
  });
  let batches = 0;
  return {
    /** Milliseconds to insert and commit one batch of `rows` new rows (the rows are built before the clock starts). */
    appendMs() {
      batches += 1;
      const now = new Date().toISOString();
      const batch = Array.from({ length: rows }, (_, i) => [`t-${batches}-${i}`, 'p-floor', 'AAPL', i % 3 === 0 ? 'sell' : 'buy', 1 + (i % 7), 150 + (i % 50), 'USD', now, 0.5, `floor-${batches}-${i}`, now]);
      const started = performance.now();
      insertAll(batch);
      return performance.now() - started;
    },
    close: () => sqlite.close(),
  };
}

/**
 * A raw read of one portfolio's whole trade log in the order the API reads it, through a separate
 * read-only better-sqlite3 connection to the same file: the least that bringing a book's trades into
 * JavaScript can cost on this machine.
 */
export function openTradeLogRead(dbPath, portfolioId) {
  const sqlite = new Database(dbPath, { readonly: true });
  const select = sqlite.prepare('SELECT * FROM trades WHERE portfolio_id = ? ORDER BY executed_at, seq');
  return {
    /** Milliseconds to read every row; throws if there are none (the baseline would be meaningless). */
    readMs() {
      const started = performance.now();
      const rows = select.all(portfolioId);
      const ms = performance.now() - started;
      if (rows.length === 0) throw new Error(`no trades for ${portfolioId}`);
      return ms;
    },
    close: () => sqlite.close(),
  };
}
