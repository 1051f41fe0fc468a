import { SignJWT, errors as joseErrors, jwtVerify, type JWTHeaderParameters } from 'jose';
import {
  EMBED_TOKEN_AUDIENCE,
  EMBED_TOKEN_TYPE,
  EMBED_TTL_SECONDS,
  EmbedTokenClaimsSchema,
  type EmbedTokenClaims,
  type ErrorCode,
} from '@clarity/shared';
import type { EmbedPrincipal } from '../auth/principals.js';
import { ApiError } from '../http/errors.js';
import type { SigningKeyStore } from './signing-keys.js';

/** The only algorithm a token may name: Ed25519. Anything else (`none`, HS256 …) is refused before any key is used. */
export const EMBED_TOKEN_ALGORITHM = 'EdDSA';
/** Seconds of clock difference tolerated for `exp`, `iat` and `nbf`. */
export const CLOCK_TOLERANCE_SECONDS = 5;
/** Longer values are not tokens we minted; refused before parsing. */
const MAX_TOKEN_LENGTH = 4096;

/** Signs the claims (everything but `iss` and `aud`, which are fixed) with the current signing key. */
export async function signEmbedToken(claims: Omit<EmbedTokenClaims, 'iss' | 'aud'>, keys: SigningKeyStore, issuer: string): Promise<string> {
  const { kid, privateKey } = keys.signingKey();
  const { iat, exp, sub, jti, ...custom } = claims;
  return new SignJWT(custom)
    .setProtectedHeader({ alg: EMBED_TOKEN_ALGORITHM, typ: EMBED_TOKEN_TYPE, kid })
    .setIssuer(issuer)
    .setAudience(EMBED_TOKEN_AUDIENCE)
    .setSubject(sub)
    .setJti(jti)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(privateKey);
}

/**
 * Checks the signature and every claim of a token; throws 401 otherwise. Pinned: algorithm, `typ`,
 * `kid` (a key we hold that may still verify), issuer, audience; required: every claim, with the
 * right shape; `exp` not passed, `iat` and `nbf` not in the future, and a lifetime no longer than
 * the longest a token can be minted with. A token that passes every check but `exp` is
 * {@link ExpiredEmbedToken}, which carries its claims.
 */
export async function verifyEmbedTokenSignature(
  token: string,
  keys: SigningKeyStore,
  issuer: string,
  now: Date,
): Promise<{ claims: EmbedTokenClaims; kid: string }> {
  if (!isCanonicalCompactJws(token)) throw invalidToken('malformed');
  let payload: unknown;
  let kid: string;
  try {
    let protectedHeader: JWTHeaderParameters;
    ({ payload, protectedHeader } = await jwtVerify(token, (header: JWTHeaderParameters) => keyFor(header, keys), {
      algorithms: [EMBED_TOKEN_ALGORITHM],
      typ: EMBED_TOKEN_TYPE,
      issuer,
      audience: EMBED_TOKEN_AUDIENCE,
      requiredClaims: ['iss', 'aud', 'sub', 'jti', 'iat', 'exp'],
      // Also rejects an `iat` in the future beyond the tolerance.
      maxTokenAge: EMBED_TTL_SECONDS.max,
      currentDate: now,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    }));
    kid = protectedHeader.kid ?? '';
  } catch (error) {
    // jose checks the signature, `typ`, issuer, audience and `nbf` before `exp`: an expired token passed them.
    if (error instanceof joseErrors.JWTExpired && error.claim === 'exp') throw new ExpiredEmbedToken(wellFormedClaims(error.payload));
    throw toTokenError(error);
  }
  return { claims: wellFormedClaims(payload), kid };
}

/** The claims of a correctly signed token, or 401 `token_invalid` when one is missing, malformed, or the lifetime is out of range. */
function wellFormedClaims(payload: unknown): EmbedTokenClaims {
  const claims = EmbedTokenClaimsSchema.safeParse(payload);
  if (!claims.success) throw invalidToken(`claim "${String(claims.error.issues[0]?.path[0] ?? '?')}" is missing or malformed`);
  const lifetime = claims.data.exp - claims.data.iat;
  if (lifetime <= 0 || lifetime > EMBED_TTL_SECONDS.max) throw invalidToken('lifetime out of range');
  return claims.data;
}

/** Why a token cannot be used; the embed page words its answer by it. */
export type EmbedTokenProblem = 'invalid' | 'expired' | 'revoked' | 'portfolio_gone' | 'org_inactive';

/**
 * The code callers see. A deleted portfolio's tokens are revoked in the deleting transaction, so they
 * are `token_revoked` like any other revoked token (the refresh that follows then fails at minting: 404).
 */
const CODE_OF_PROBLEM: Record<EmbedTokenProblem, ErrorCode> = {
  invalid: 'token_invalid',
  expired: 'token_expired',
  revoked: 'token_revoked',
  portfolio_gone: 'token_revoked',
  org_inactive: 'org_inactive',
};

/** 401 `token_invalid` / `token_expired` / `token_revoked`, or 403 `org_inactive`, with the precise problem. */
export class EmbedTokenError extends ApiError {
  constructor(
    readonly problem: EmbedTokenProblem,
    message: string,
    /**
     * Set only for a token we signed and recorded for its own organization and portfolio (expired,
     * revoked, its organization inactive): its claims are still ours, so its origins may decide which
     * page reads this answer, and the log may name its jti. Never set for an invalid token.
     */
    readonly principal?: EmbedPrincipal,
  ) {
    super(CODE_OF_PROBLEM[problem], message);
  }
}

export const EXPIRED_TOKEN_MESSAGE = 'The embed token has expired';

/** Correctly signed and well formed, but past its `exp`: the verifier decides what its claims may still tell. */
export class ExpiredEmbedToken extends EmbedTokenError {
  constructor(readonly claims: EmbedTokenClaims) {
    super('expired', EXPIRED_TOKEN_MESSAGE);
  }
}

/** header.payload.signature, base64url; an Ed25519 signature is 64 bytes = 86 characters. */
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{86}$/;

/**
 * Also refuses a signature whose last character differs only in the bits base64 discards: decoders
 * accept such a variant, so without this check one token would have several valid spellings.
 */
function isCanonicalCompactJws(token: string): boolean {
  if (token.length > MAX_TOKEN_LENGTH || !COMPACT_JWS.test(token)) return false;
  const signature = token.slice(token.lastIndexOf('.') + 1);
  return Buffer.from(signature, 'base64url').toString('base64url') === signature;
}

class UnknownKeyError extends Error {}

function keyFor(header: JWTHeaderParameters, keys: SigningKeyStore) {
  if (typeof header.kid !== 'string') throw new UnknownKeyError('no "kid" header');
  const key = keys.verificationKey(header.kid);
  if (!key) throw new UnknownKeyError('unknown "kid"');
  return key;
}

export function invalidToken(reason: string): EmbedTokenError {
  return new EmbedTokenError('invalid', `Invalid embed token (${reason})`);
}

function toTokenError(error: unknown): EmbedTokenError {
  if (error instanceof joseErrors.JWTClaimValidationFailed || error instanceof joseErrors.JWTExpired) {
    return invalidToken(`"${error.claim}" ${error.reason === 'missing' ? 'is missing' : 'check failed'}`);
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return invalidToken('bad signature');
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return invalidToken('algorithm not allowed');
  if (error instanceof UnknownKeyError) return invalidToken(error.message);
  return invalidToken('malformed');
}
