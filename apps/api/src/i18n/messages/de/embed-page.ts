import type { embedPage as en } from '../en/embed-page.js';

/** German words of the embed page itself (ICU MessageFormat). */
export const embedPage = {
  'embed_page.reload': 'Eingebettete Links gelten nur kurz und können zurückgezogen werden. Laden Sie die Seite, die ihn angezeigt hat, neu, um einen neuen zu erhalten.',
  'embed_page.missing_token.headline': 'Dieser Link ist unvollständig',
  'embed_page.missing_token.explanation': 'Die Adresse enthält kein Token. Bitten Sie die Website, die ihn angezeigt hat, die Ansicht neu zu laden.',
  'embed_page.bad_locale.headline': 'Dieser Link ist ungültig',
  'embed_page.bad_locale.explanation': 'Die Sprachangabe ist kein Sprachcode wie de oder fr-CA. Bitten Sie die Website, die ihn angezeigt hat, den Link zu korrigieren.',
  'embed_page.expired.headline': 'Diese Depotansicht ist abgelaufen',
  'embed_page.revoked.headline': 'Diese Depotansicht wurde widerrufen',
  'embed_page.invalid.headline': 'Der Link zu dieser Depotansicht ist ungültig',
  'embed_page.portfolio_gone.headline': 'Dieses Depot ist nicht mehr verfügbar',
  'embed_page.portfolio_gone.explanation': 'Das Depot, für das diese Ansicht erstellt wurde, wurde entfernt.',
  'embed_page.org_inactive.headline': 'Diese Depotansicht ist abgeschaltet',
  'embed_page.org_inactive.explanation': 'Der Anbieter dieser Ansicht ist nicht aktiv. Wenden Sie sich an die Website, die sie angezeigt hat.',
  'embed_page.shell.title': 'Clarity Depotanalyse',
  'embed_page.shell.body':
    'Diese Ansicht zeigt {scope, select, card {die Depotübersicht} chat {den Depot-Chat} other {die Depotübersicht und den Depot-Chat}} für ein Depot. Sie ist gültig bis {until}.',
  'embed_page.shell.not_installed': 'Die interaktive Ansicht ist auf diesem Server nicht installiert.',
} satisfies Record<keyof typeof en, string>;
