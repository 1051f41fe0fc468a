import type { Request, Response } from 'express';

/**
 * Clarity's mark: a rounded square with a rising line. Served as SVG at `/favicon.ico` (browsers
 * ask there unasked and read the content type, not the name) and `/favicon.svg`, so the API
 * reference and the embed page get an icon instead of a 404 in the log.
 */
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4338ca"/>' +
  '<path d="M7 21l6-6 4 4 8-9" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>';

export function serveFavicon(_req: Request, res: Response): void {
  res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(FAVICON_SVG);
}
