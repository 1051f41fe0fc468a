/** English text of the console's invitation email (console/invite-mail.ts; ICU MessageFormat, plain text). */
export const consoleMail = {
  'console_mail.invite.operator': 'The Clarity team',
  'console_mail.invite.subject': 'Your invitation to the {org} console on Clarity',
  'console_mail.invite.body':
    'Hello,\n\n{inviter} has invited you to the Clarity partner console of {org} as {role, select, owner {an owner} admin {an admin} developer {a developer} other {a viewer}}.\n\nCreate your account here:\n{link}\n\nThe link works once, for this email address only, until {until}. If you did not expect this invitation, ignore this email.\n',
} as const;
