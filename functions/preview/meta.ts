import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './card.ts';

/**
 * The preview tags of a page (Open Graph, and Twitter's card, which reads og:* for the rest),
 * one list for the static pages (site/src/layouts/Base.astro) and the pages the Worker fills in
 * (share-page.ts, page-meta.ts). Addresses are absolute, made from the configured public origin,
 * never from a request's Host.
 */

export interface PageMeta {
  title: string;
  description: string;
  /** The page's canonical address, absolute. */
  url: string;
  /** Its preview picture (a PREVIEW_WIDTH × PREVIEW_HEIGHT PNG), absolute. */
  image: string;
  /** What the picture shows. */
  imageAlt: string;
}

export interface MetaTag {
  /** Open Graph names its tags by `property`, Twitter by `name`. */
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

/** The tags of `page`, in order. */
export function previewMeta(page: PageMeta): MetaTag[] {
  const og = (key: string, content: string): MetaTag => ({ attribute: 'property', key, content });
  return [
    og('og:type', 'website'),
    og('og:site_name', 'Ninefold'),
    og('og:title', page.title),
    og('og:description', page.description),
    og('og:url', page.url),
    og('og:image', page.image),
    og('og:image:type', 'image/png'),
    og('og:image:width', String(PREVIEW_WIDTH)),
    og('og:image:height', String(PREVIEW_HEIGHT)),
    og('og:image:alt', page.imageAlt),
    { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
  ];
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The tags of `page` as HTML. */
export function previewMetaHtml(page: PageMeta): string {
  return previewMeta(page)
    .map(
      ({ attribute, key, content }) =>
        `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`,
    )
    .join('');
}

/** Where the site's default preview is (built by site/src/pages/preview.png.ts). */
export const SITE_PREVIEW_PATH = '/preview.png';
