import type { consoleMail as en } from '../en/console-mail.js';

/** German text of the console's invitation email (ICU MessageFormat, plain text). */
export const consoleMail: Record<keyof typeof en, string> = {
  'console_mail.invite.operator': 'Das Clarity-Team',
  'console_mail.invite.subject': 'Ihre Einladung in die Konsole von {org} bei Clarity',
  'console_mail.invite.body':
    'Guten Tag,\n\n{inviter} hat Sie in die Clarity-Partnerkonsole von {org} eingeladen, mit der Rolle {role, select, owner {Inhaber} admin {Administrator} developer {Entwickler} other {Betrachter}}.\n\nHier legen Sie Ihr Konto an:\n{link}\n\nDer Link funktioniert einmal, nur für diese E-Mail-Adresse, bis {until}. Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.\n',
};
