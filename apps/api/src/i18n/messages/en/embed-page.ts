/** English words of the embed page itself: what an end user sees when the view cannot open (ICU MessageFormat). */
export const embedPage = {
  'embed_page.reload': 'Embed links are short-lived and can be withdrawn. Reload the page that showed it to get a fresh one.',
  'embed_page.missing_token.headline': 'This embed link is incomplete',
  'embed_page.missing_token.explanation': 'The address has no token. Ask the site that showed it to reload the view.',
  'embed_page.bad_locale.headline': 'This embed link is not valid',
  'embed_page.bad_locale.explanation': 'Its language is not a language tag such as de or fr-CA. Ask the site that showed it to fix the link.',
  'embed_page.expired.headline': 'This insight view has expired',
  'embed_page.revoked.headline': 'This insight view has been revoked',
  'embed_page.invalid.headline': 'This insight view link is not valid',
  'embed_page.portfolio_gone.headline': 'This portfolio is no longer available',
  'embed_page.portfolio_gone.explanation': 'The portfolio this view was made for has been removed.',
  'embed_page.org_inactive.headline': 'This insight view is switched off',
  'embed_page.org_inactive.explanation': 'The organization that provides it is not active. Contact the site that showed it.',
  'embed_page.shell.title': 'Clarity insight',
  'embed_page.shell.body':
    'This view shows {scope, select, card {the insight card} chat {the insight chat} other {the insight card and chat}} for one portfolio. It is valid until {until}.',
  'embed_page.shell.not_installed': 'The interactive view is not installed on this server.',
} as const;
