/**
 * Marks the site navigation's link to `href` (layouts/Base.astro) as the page on show, for a
 * page that turns out to be another than the one it was built as; none for null.
 * @example markNavigation('/archive') // a past day on the daily page
 */
export function markNavigation(href: string | null): void {
  for (const link of document.querySelectorAll('#site-nav a')) {
    if (link.getAttribute('href') === href) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}
