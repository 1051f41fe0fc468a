import type { embedPage as en } from '../en/embed-page.js';

/** French words of the embed page itself (ICU MessageFormat). */
export const embedPage = {
  'embed_page.reload': 'Les liens intégrés ont une durée de vie courte et peuvent être retirés. Rechargez la page qui l’a affiché pour en obtenir un nouveau.',
  'embed_page.missing_token.headline': 'Ce lien est incomplet',
  'embed_page.missing_token.explanation': 'L’adresse ne contient pas de jeton. Demandez au site qui l’a affiché de recharger la vue.',
  'embed_page.bad_locale.headline': 'Ce lien n’est pas valide',
  'embed_page.bad_locale.explanation': 'Sa langue n’est pas un code de langue comme de ou fr-CA. Demandez au site qui l’a affiché de corriger le lien.',
  'embed_page.expired.headline': 'Cette vue de votre portefeuille a expiré',
  'embed_page.revoked.headline': 'Cette vue de votre portefeuille a été révoquée',
  'embed_page.invalid.headline': 'Le lien vers cette vue n’est pas valide',
  'embed_page.portfolio_gone.headline': 'Ce portefeuille n’est plus disponible',
  'embed_page.portfolio_gone.explanation': 'Le portefeuille pour lequel cette vue a été créée a été supprimé.',
  'embed_page.org_inactive.headline': 'Cette vue de votre portefeuille est désactivée',
  'embed_page.org_inactive.explanation': 'L’organisation qui la fournit n’est pas active. Contactez le site qui l’a affichée.',
  'embed_page.shell.title': 'Clarity, analyse de portefeuille',
  'embed_page.shell.body':
    'Cette vue présente {scope, select, card {la synthèse} chat {le chat} other {la synthèse et le chat}} d’un portefeuille. Elle est valable jusqu’au {until}.',
  'embed_page.shell.not_installed': 'La vue interactive n’est pas installée sur ce serveur.',
} satisfies Record<keyof typeof en, string>;
