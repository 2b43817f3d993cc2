// @ts-check
import { defineConfig } from 'astro/config';

// The site lives in site/ and is built to dist/, which the Worker serves as static assets.
export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: './dist',
});
