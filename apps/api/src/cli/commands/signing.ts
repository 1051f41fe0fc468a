import type { SigningKeyInfo } from '../../embeds/signing-keys.js';
import type { Command } from './types.js';

function describeKey(key: SigningKeyInfo): string {
  return key.status === 'signing'
    ? `${key.kid}  signing    (since ${key.createdAt ?? 'unknown'})`
    : `${key.kid}  verifying  (retired ${key.retiredAt ?? '?'}, verifies tokens until ${key.verifiesUntil ?? '?'})`;
}

/** Embed-token signing keys: list them, and rotate (a new key signs; the old one verifies until its tokens expire). */
export const SIGNING_COMMANDS: Command[] = [
  {
    group: 'signing',
    action: 'list',
    usage: '',
    summary: 'List the embed-token signing keys and their state',
    run(context) {
      const keys = context.services.embeds.keys.list();
      return Promise.resolve({ json: { keys }, text: keys.map(describeKey).join('\n') });
    },
  },
  {
    group: 'signing',
    action: 'rotate',
    usage: '',
    summary: 'Sign embed tokens with a new key; retired keys keep verifying until their tokens expire',
    async run(context) {
      const { signing, retired } = await context.services.embeds.rotateSigningKeys();
      const keys = context.services.embeds.keys.list();
      return {
        json: { signing, retired, keys },
        text: [
          `New signing key ${signing.kid}; running APIs pick it up within a second (at once with CLARITY_REDIS_URL).`,
          ...(retired.length > 0 ? [`Retired (verifying until their tokens expire): ${retired.join(', ')}`] : []),
          '',
          ...keys.map(describeKey),
        ].join('\n'),
      };
    },
  },
];
