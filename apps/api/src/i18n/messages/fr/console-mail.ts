import type { consoleMail as en } from '../en/console-mail.js';

/** French text of the console's invitation email (ICU MessageFormat, plain text). */
export const consoleMail: Record<keyof typeof en, string> = {
  'console_mail.invite.operator': 'L’équipe Clarity',
  'console_mail.invite.subject': 'Votre invitation à la console de {org} sur Clarity',
  'console_mail.invite.body':
    'Bonjour,\n\n{inviter} vous invite dans la console partenaire Clarity de {org} en tant que {role, select, owner {propriétaire} admin {administrateur} developer {développeur} other {lecteur}}.\n\nCréez votre compte ici :\n{link}\n\nLe lien fonctionne une seule fois, pour cette adresse e-mail uniquement, jusqu’au {until}. Si vous n’attendiez pas cette invitation, ignorez cet e-mail.\n',
};
