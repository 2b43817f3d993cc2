import type { APIRoute } from 'astro';
import { renderPreview } from '../../../functions/preview/card.ts';
import { sitePreview } from '../../../functions/preview/cards.ts';

/**
 * The site's link preview, /preview.png (functions/preview/meta.ts SITE_PREVIEW_PATH), drawn
 * at build time by the Worker's own renderer: every page without a picture of its own shows it.
 */
export const GET: APIRoute = () =>
  new Response(renderPreview(sitePreview().card), { headers: { 'Content-Type': 'image/png' } });
