import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { SupportedLocale } from '@clarity/shared';
import { t } from '../i18n/catalog.js';
import { formatterFor } from '../i18n/format.js';
import type { ConsoleRole } from './tables.js';

export interface Invitation {
  to: string;
  inviteUrl: string;
  orgName: string;
  /** The inviting member's email, or `cli`. */
  inviter: string;
  role: ConsoleRole;
  expiresAt: string;
  locale: SupportedLocale;
}

/**
 * Console invitations by email (docs/console.md, "Invitations by email"), through nodemailer to the
 * SMTP server `CLARITY_SMTP_URL` names. The text comes from the API's catalog in the inviter's
 * language. The link is in the message only: a failure is logged by its SMTP code, never with the link.
 */
export class InviteMailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Short timeouts: the invitation is created either way, and the console shows the link to copy.
    this.transport = nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000, logger: false, debug: false });
  }

  /** Sends the invitation; false (and a log line without the link) when the server refuses it or cannot be reached. */
  async send(invitation: Invitation, log?: Pick<Logger, 'warn'>): Promise<boolean> {
    const { subject, text } = invitationMessage(invitation);
    try {
      await this.transport.sendMail({ from: this.from, to: invitation.to, subject, text });
      return true;
    } catch (error) {
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      log?.warn({ smtp: { code, responseCode } }, 'console invitation email not sent');
      return false;
    }
  }

  close(): void {
    this.transport.close();
  }
}

/** The invitation's subject and plain-text body in its language. */
export function invitationMessage(invitation: Invitation): { subject: string; text: string } {
  const { locale } = invitation;
  const params = {
    org: invitation.orgName,
    inviter: invitation.inviter === 'cli' ? t('console_mail.invite.operator', {}, locale) : invitation.inviter,
    role: invitation.role,
    link: invitation.inviteUrl,
    until: formatterFor(locale).date(invitation.expiresAt),
  };
  return { subject: t('console_mail.invite.subject', params, locale), text: t('console_mail.invite.body', params, locale) };
}
