import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { ApiKeyPrincipal, EmbedPrincipal } from '../auth/principals.js';

/** Who is calling: established by the auth middleware of each router. */
export type AuthContext = ({ kind: 'apiKey' } & ApiKeyPrincipal) | ({ kind: 'embedToken' } & EmbedPrincipal);

declare module 'express-serve-static-core' {
  interface Request {
    /** Echoed as `x-request-id` and in every error body. */
    requestId: string;
    auth?: AuthContext;
  }
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9_.-]{8,64}$/;

/** Gives every request an id: the caller's `x-request-id` when well-formed, else a fresh one. */
export const assignRequestId: RequestHandler = (req, res, next) => {
  const incoming = req.get('x-request-id');
  req.requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : `req_${randomBytes(12).toString('hex')}`;
  res.setHeader('x-request-id', req.requestId);
  next();
};

/** The auth context, which the router's auth middleware guarantees is present. */
export function authOf(req: { auth?: AuthContext }): AuthContext {
  if (!req.auth) throw new Error('auth middleware did not run before this handler');
  return req.auth;
}

/** A named path parameter as one string (Express 5 types allow arrays for wildcards). */
export function pathParam(req: { params: Record<string, string | string[] | undefined> }, name: string): string {
  const value = req.params[name];
  return Array.isArray(value) ? value.join('/') : (value ?? '');
}
