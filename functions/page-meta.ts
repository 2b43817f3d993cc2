import { type PageMeta, previewMetaHtml } from './preview/meta.ts';

/**
 * A built page with its title, description and preview tags replaced (HTMLRewriter, as the
 * page streams through): for the pages whose preview depends on the address, a shared puzzle
 * (share-page.ts) or a day of the dailies (daily-meta.ts). The page's own <title> is kept when
 * `documentTitle` is absent.
 */
export function withPageMeta(page: Response, meta: PageMeta, documentTitle?: string): Response {
  const rewritten = new HTMLRewriter()
    .on('meta[property^="og:"], meta[name^="twitter:"]', {
      element: (element) => {
        element.remove();
      },
    })
    .on('title', {
      element: (element) => {
        if (documentTitle !== undefined) element.setInnerContent(documentTitle);
      },
    })
    .on('meta[name="description"]', {
      element: (element) => {
        element.setAttribute('content', meta.description);
      },
    })
    .on('head', {
      element: (element) => {
        element.append(previewMetaHtml(meta), { html: true });
      },
    })
    .transform(page);
  const response = new Response(rewritten.body, rewritten);
  response.headers.delete('ETag');
  response.headers.delete('Content-Length');
  return response;
}

/** The configured public origin, without a trailing slash (wrangler.toml `PUBLIC_ORIGIN`). */
export const publicOrigin = (env: Env) => env.PUBLIC_ORIGIN.replace(/\/+$/, '');
