import { hash, verify } from '@node-rs/argon2';

/**
 * Console passwords: argon2id (OWASP's first choice) through `@node-rs/argon2`, whose npm package ships
 * the native binary for each platform (nothing is compiled or downloaded at install). Parameters are
 * OWASP's minimum for argon2id: 19 MiB of memory, 2 passes, 1 lane.
 *
 * The rules follow NIST SP 800-63B: length is what counts (at least 12 characters, up to 256, any
 * characters), no composition rules, and a password is refused when it is one of the most breached
 * ones, a single repeated character, or the account's own email.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

// `Algorithm.Argon2id` is 2; the package exports it as an ambient const enum, which this build's
// isolated modules cannot read.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// The most common entries of public breach corpora that are 12 characters or longer (shorter ones
// are refused by length already). Compared lower-cased.
const BREACHED = new Set([
  '123456789012',
  '1234567890123',
  '12345678910',
  '111111111111',
  '000000000000',
  'qwertyuiopas',
  'qwertyuiop123',
  '1q2w3e4r5t6y',
  'passwordpassword',
  'password1234',
  'password12345',
  'password123456',
  'iloveyou1234',
  'welcome12345',
  'administrator',
  'letmein12345',
  'qwerty123456',
  'abc123456789',
  'abcdefghijkl',
  'changeme1234',
]);

export type PasswordProblem = 'too_short' | 'too_long' | 'too_common' | 'contains_email';

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string, email: string): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  const lower = password.toLowerCase();
  if (BREACHED.has(lower) || /^(.)\1*$/u.test(password)) return 'too_common';
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (lower === email.toLowerCase() || (local.length >= 4 && lower.includes(local))) return 'contains_email';
  return undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Constant-time check of a password against its stored hash; false for a malformed hash. */
export async function passwordMatches(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A hash of a password nobody has, verified when the email is unknown so that timing does not tell. */
export const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$6yVZXJZwYQxqV78LAoPwmw$HGnr7jWb1lo1+TXJEHnhJszmJTrvU11jN1kVlxLnDcc';
