// The card's own limit: a raw `node:http` server that answers every request with the bytes the API
// sent for one cached card (status, the response's own headers and its gzip body, recorded by the
// card scenario into REPLAY_FILE), after reading the request body as the API must. No routing, no
// JSON, no compression at request time: what serving those 12 KB costs on this machine, so the
// cached card ÷ this server says how much of the card's time is ours (docs/benchmarks.md).
import http from 'node:http';
import { readFileSync } from 'node:fs';

const recorded = JSON.parse(readFileSync(process.env.REPLAY_FILE, 'utf8'));
const body = Buffer.from(recorded.bodyBase64, 'base64');
const headers = { ...recorded.headers, 'content-length': body.length };

http
  .createServer((req, res) => {
    req.on('data', () => undefined);
    req.on('end', () => {
      res.writeHead(recorded.status, headers);
      res.end(body);
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
