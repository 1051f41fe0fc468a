import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { withDirectRoutes } from './direct-routes.js';
import { pipeline, type ErrorStep, type Step } from './pipeline.js';

// The card's own request path: the step runner and the dispatcher in front of Express, over real
// HTTP (supertest starts a node server around each listener).

/** Steps that record their name in `x-trail` as they run. */
function recorder(trail: string[], name: string): Step {
  return (_req, _res, next) => {
    trail.push(name);
    next();
  };
}

const answer = (body: string): Step => (_req, res) => res.end(body);

function errorsInto(seen: unknown[]): ErrorStep {
  return (error, _req, res) => {
    seen.push(error);
    res.statusCode = 500;
    res.end(error instanceof Error ? error.message : String(error));
  };
}

describe('pipeline', () => {
  it('runs the steps in order until one answers', async () => {
    const trail: string[] = [];
    const listener = pipeline([recorder(trail, 'a'), recorder(trail, 'b'), answer('done'), recorder(trail, 'never')], errorsInto([]));
    const res = await request(listener).get('/');
    expect(res.text).toBe('done');
    expect(trail).toEqual(['a', 'b']);
  });

  it('runs a step that awaits before passing on, and keeps the order', async () => {
    const trail: string[] = [];
    const slow: Step = async (_req, _res, next) => {
      await new Promise((r) => setTimeout(r, 5));
      trail.push('slow');
      next();
    };
    await request(pipeline([slow, recorder(trail, 'after'), answer('ok')], errorsInto([]))).get('/').expect(200, 'ok');
    expect(trail).toEqual(['slow', 'after']);
  });

  const passesOn: Step = (_req, _res, next) => next(new Error('passed on'));
  const throws: Step = () => {
    throw new Error('thrown');
  };
  const rejects: Step = async () => {
    await Promise.resolve();
    throw new Error('rejected');
  };
  it.each<[string, Step, string]>([
    ['next(error)', passesOn, 'passed on'],
    ['a throw', throws, 'thrown'],
    ['a rejected promise', rejects, 'rejected'],
  ])('sends %s to the error step once, and runs no later step', async (_how, failing, message) => {
    const trail: string[] = [];
    const seen: unknown[] = [];
    const res = await request(pipeline([recorder(trail, 'first'), failing, recorder(trail, 'later'), answer('no')], errorsInto(seen))).get('/');
    expect(res.status).toBe(500);
    expect(res.text).toBe(message);
    expect(seen).toHaveLength(1);
    expect(trail).toEqual(['first']);
  });

  it('ignores a second next() from the same step', async () => {
    const trail: string[] = [];
    const twice: Step = (_req, _res, next) => {
      next();
      next();
    };
    await request(pipeline([twice, recorder(trail, 'once'), answer('ok')], errorsInto([]))).get('/').expect(200);
    expect(trail).toEqual(['once']);
  });
});

describe('withDirectRoutes', () => {
  const direct = pipeline([answer('direct')], errorsInto([]));
  const fallback = pipeline([(req, res) => res.end(`fallback ${req.method} ${req.url}`)], errorsInto([]));
  const listener = withDirectRoutes([{ method: 'POST', path: '/v1/clarity/card', listener: direct }], fallback);

  it('matches as Express would: any case, a trailing slash, a query', async () => {
    for (const path of ['/v1/clarity/card', '/V1/Clarity/CARD', '/v1/clarity/card/', '/v1/clarity/card?x=1', '/v1/clarity/card/?x=1']) {
      expect((await request(listener).post(path)).text, path).toBe('direct');
    }
  });

  it('sends other methods, longer or shorter paths and lookalikes to the fallback', async () => {
    expect((await request(listener).get('/v1/clarity/card')).text).toBe('fallback GET /v1/clarity/card');
    for (const path of ['/v1/clarity/cards', '/v1/clarity', '/v1/clarity/card/x', '/v1/clarity/car%64']) {
      expect((await request(listener).post(path)).text, path).toBe(`fallback POST ${path}`);
    }
  });

  it('takes exactly the request targets that the same Express route takes', async () => {
    const app = express();
    app.post('/v1/clarity/card', (_req, res) => res.end('direct'));
    const targets = ['/v1/clarity/card', '/V1/CLARITY/Card', '/v1/clarity/card/', '/v1/clarity/card//', '/v1/clarity/card?a=/b', '/v1//clarity/card', '/v1/clarity/card%2F', '/v1/clarity/card.json', '/v1/clarity/card;x', '/v1/clarity/car%64'];
    for (const target of targets) {
      const byExpress = (await request(app).post(target)).text === 'direct';
      const byUs = (await request(listener).post(target)).text === 'direct';
      expect(byUs, target).toBe(byExpress);
    }
  });

  it('reads the path of an absolute-form request target (as a proxy sends it)', async () => {
    const server = createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const text = await new Promise<string>((resolve, reject) => {
      const req = httpRequest({ port, method: 'POST', path: `http://127.0.0.1:${port}/v1/clarity/card?x=1` }, (res) => {
        res.setEncoding('utf8');
        let body = '';
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body));
      });
      req.on('error', reject);
      req.end();
    });
    await new Promise((resolve) => server.close(resolve));
    expect(text).toBe('direct');
  });
});
