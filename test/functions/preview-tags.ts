import { expect } from 'vitest';

/** A page's preview tags (og:* by property, twitter:* by name), each with its contents as text. */
export function previewTags(html: string): Record<string, string[]> {
  const tags: Record<string, string[]> = {};
  for (const [, key, content] of html.matchAll(
    /<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g,
  )) {
    tags[key] ??= [];
    tags[key].push(
      content.replace(/&#(\d+);|&amp;/g, (_, code) =>
        code ? String.fromCharCode(Number(code)) : '&',
      ),
    );
  }
  return tags;
}

/**
 * A page's preview tags, after checking those every page has: once each, the picture's type and
 * size, the large card, absolute https links.
 */
export function expectPreviewTags(html: string): Record<string, string[]> {
  const tags = previewTags(html);
  for (const [key, contents] of Object.entries(tags)) expect(contents, key).toHaveLength(1);
  expect(tags).toMatchObject({
    'og:type': ['website'],
    'og:image:type': ['image/png'],
    'og:image:width': ['1200'],
    'og:image:height': ['630'],
    'og:image:alt': [expect.stringMatching(/\w/)],
    'twitter:card': ['summary_large_image'],
  });
  expect(tags['og:image'][0]).toMatch(/^https:\/\/[^/]+\/.+\.png$/);
  expect(tags['og:url'][0]).toMatch(/^https:\/\/[^/]+\//);
  return tags;
}
