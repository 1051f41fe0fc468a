import type { KeyEnvironment } from '../../auth/api-keys.js';
import { UsageError, type Command, type CommandContext } from './types.js';

function keyEnvironment(context: CommandContext): KeyEnvironment {
  const env = context.options.env ?? context.config.env;
  if (env !== 'production' && env !== 'staging') throw new UsageError('--env must be production or staging');
  return env;
}

function required(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`${what} is required`);
  return value;
}

export const ORG_AND_KEY_COMMANDS: Command[] = [
  {
    group: 'orgs',
    action: 'create',
    usage: '--name <name> [--env production|staging]',
    summary: 'Create an organization and its first API key',
    async run(context) {
      const name = required(context.options.name, '--name');
      const { org, apiKey, keyId } = await context.services.organizations.create(name, keyEnvironment(context));
      return {
        json: { org, apiKey },
        text: `Organization ${org.id} (${org.name}) created.\nAPI key ${keyId} (shown once, store it now):\n${apiKey}`,
      };
    },
  },
  {
    group: 'orgs',
    action: 'deactivate',
    usage: '<orgId>',
    summary: 'Deactivate an organization (its keys and tokens get 403)',
    async run(context) {
      const org = await context.services.organizations.setActive(required(context.args[0], '<orgId>'), false);
      return { json: { org }, text: `Organization ${org.id} deactivated.` };
    },
  },
  {
    group: 'orgs',
    action: 'activate',
    usage: '<orgId>',
    summary: 'Re-activate an organization',
    async run(context) {
      const org = await context.services.organizations.setActive(required(context.args[0], '<orgId>'), true);
      return { json: { org }, text: `Organization ${org.id} activated.` };
    },
  },
  {
    group: 'keys',
    action: 'create',
    usage: '--org <orgId> [--env production|staging]',
    summary: 'Issue another API key for an organization',
    async run(context) {
      const issued = await context.services.organizations.createKey(required(context.options.org, '--org'), keyEnvironment(context));
      return { json: issued, text: `API key ${issued.keyId} (shown once, store it now):\n${issued.apiKey}` };
    },
  },
  {
    group: 'keys',
    action: 'revoke',
    usage: '<keyId>',
    summary: 'Revoke an API key at once',
    async run(context) {
      const keyId = required(context.args[0], '<keyId>');
      await context.services.organizations.revokeKey(keyId);
      return { json: { keyId, revoked: true }, text: `API key ${keyId} revoked.` };
    },
  },
];
