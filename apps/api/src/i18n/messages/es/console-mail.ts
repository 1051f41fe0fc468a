import type { consoleMail as en } from '../en/console-mail.js';

/** Spanish text of the console's invitation email (ICU MessageFormat, plain text). */
export const consoleMail: Record<keyof typeof en, string> = {
  'console_mail.invite.operator': 'El equipo de Clarity',
  'console_mail.invite.subject': 'Su invitación a la consola de {org} en Clarity',
  'console_mail.invite.body':
    'Hola:\n\n{inviter} le ha invitado a la consola de socios de Clarity de {org} como {role, select, owner {propietario} admin {administrador} developer {desarrollador} other {lector}}.\n\nCree su cuenta aquí:\n{link}\n\nEl enlace funciona una sola vez, solo para esta dirección de correo, hasta el {until}. Si no esperaba esta invitación, ignore este correo.\n',
};
