import type { embedPage as en } from '../en/embed-page.js';

/** Spanish words of the embed page itself (ICU MessageFormat). */
export const embedPage = {
  'embed_page.reload': 'Los enlaces integrados duran poco y pueden retirarse. Vuelva a cargar la página que lo mostró para obtener uno nuevo.',
  'embed_page.missing_token.headline': 'Este enlace está incompleto',
  'embed_page.missing_token.explanation': 'La dirección no contiene ningún token. Pida al sitio que lo mostró que vuelva a cargar la vista.',
  'embed_page.bad_locale.headline': 'Este enlace no es válido',
  'embed_page.bad_locale.explanation': 'Su idioma no es un código de idioma como de o fr-CA. Pida al sitio que lo mostró que corrija el enlace.',
  'embed_page.expired.headline': 'Esta vista de su cartera ha caducado',
  'embed_page.revoked.headline': 'Esta vista de su cartera ha sido revocada',
  'embed_page.invalid.headline': 'El enlace a esta vista no es válido',
  'embed_page.portfolio_gone.headline': 'Esta cartera ya no está disponible',
  'embed_page.portfolio_gone.explanation': 'La cartera para la que se creó esta vista ha sido eliminada.',
  'embed_page.org_inactive.headline': 'Esta vista de su cartera está desactivada',
  'embed_page.org_inactive.explanation': 'La organización que la ofrece no está activa. Póngase en contacto con el sitio que la mostró.',
  'embed_page.shell.title': 'Clarity, análisis de cartera',
  'embed_page.shell.body':
    'Esta vista muestra {scope, select, card {el resumen} chat {el chat} other {el resumen y el chat}} de una cartera. Es válida hasta el {until}.',
  'embed_page.shell.not_installed': 'La vista interactiva no está instalada en este servidor.',
} satisfies Record<keyof typeof en, string>;
