import { type Router, type RequestHandler } from 'express';
import { ProfilingRequestSchema, UserInputSchema, UserListQuerySchema, UserPatchSchema } from '@clarity/shared';
import { parseOrThrow } from '../http/errors.js';
import { authOf, pathParam } from '../http/request-context.js';
import type { ProfilingService } from '../profiling/service.js';
import type { UserService } from './service.js';
import { recordedRouter } from '../http/route-table.js';

/** `/v1/sdk/users`: CRUD and list, plus profiling and the current profile of a user. */
export function usersRouter(deps: { users: UserService; profiling: ProfilingService; idempotent: RequestHandler }): Router {
  const { users, profiling, idempotent } = deps;
  const router = recordedRouter();

  router.post('/', idempotent, async (req, res) => {
    const input = parseOrThrow(UserInputSchema, req.body);
    res.status(201).json(await users.create(authOf(req).orgId, input));
  });

  router.get('/', async (req, res) => {
    const query = parseOrThrow(UserListQuerySchema, req.query, 'Query');
    res.json(await users.list(authOf(req).orgId, query));
  });

  router.get('/:id', async (req, res) => {
    res.json(await users.get(authOf(req).orgId, pathParam(req, 'id')));
  });

  router.patch('/:id', async (req, res) => {
    const patch = parseOrThrow(UserPatchSchema, req.body);
    res.json(await users.update(authOf(req).orgId, pathParam(req, 'id'), patch));
  });

  router.delete('/:id', async (req, res) => {
    await users.delete(authOf(req).orgId, pathParam(req, 'id'));
    res.status(204).end();
  });

  router.post('/:id/profiling', idempotent, async (req, res) => {
    const body = parseOrThrow(ProfilingRequestSchema, req.body);
    res.status(201).json(await profiling.profile(authOf(req).orgId, pathParam(req, 'id'), body));
  });

  router.get('/:id/profile', async (req, res) => {
    res.json(await profiling.currentProfile(authOf(req).orgId, pathParam(req, 'id')));
  });

  return router;
}
