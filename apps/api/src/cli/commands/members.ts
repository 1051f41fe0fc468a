import { CONSOLE_ROLES, type ConsoleRole } from '../../console/tables.js';
import { inviteUrlOf } from '../../console/router.js';
import { UsageError, type Command } from './types.js';

export const MEMBER_COMMANDS: Command[] = [
  {
    group: 'members',
    action: 'invite',
    usage: '--org <orgId> --email <email> --role owner|admin|developer|viewer',
    summary: "Invite a member to an organization's console (prints the one-time sign-up link)",
    async run(context) {
      const { org, email, role } = context.options;
      if (!org) throw new UsageError('--org is required');
      if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError('--email must be an email address');
      if (!role || !(CONSOLE_ROLES as readonly string[]).includes(role)) throw new UsageError(`--role must be one of ${CONSOLE_ROLES.join(', ')}`);
      const { code, expiresAt } = await context.services.console.invite(org, email, role as ConsoleRole, { label: 'cli' });
      const inviteUrl = inviteUrlOf(context.config.publicUrl, code);
      return { json: { inviteUrl, expiresAt }, text: `Invitation for ${email} (${role}), valid until ${expiresAt}:\n${inviteUrl}` };
    },
  },
];
