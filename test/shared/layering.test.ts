import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * shared/ is the pure core: no Node module, no platform package, nothing from the folders that
 * build on it. The Biome rule in biome.json says so while editing; this test says it again for
 * every file, whatever its imports look like (type-only, re-exports, dynamic import()), and
 * resolves relative paths instead of matching their text.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SHARED = join(ROOT, 'shared');

/** Platform and framework packages: HTTP, validation, pages and Workers live outside the core. */
const PLATFORM_PACKAGE = /^(hono|zod|astro)(\/|$)|^@hono\/|^(astro|cloudflare):/;

/** The specifiers `source` imports or re-exports, statically or through import(). */
function importSpecifiers(source: string): string[] {
  // Comments go first, so an `@example` with an import() counts for nothing.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const patterns = [
    /^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*(['"])(.+?)\1/gm,
    /^\s*import\s*(['"])(.+?)\1/gm,
    /\bimport\s*\(\s*(['"`])(.+?)\1/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[2]));
}

/** Why importing `specifier` from `file` breaks the layering, or undefined when it does not. */
function layeringBreach(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) {
    const target = resolve(dirname(file), specifier);
    if (target.startsWith(SHARED + sep)) return undefined;
    return `reaches ${relative(ROOT, target)}, outside shared/`;
  }
  if (specifier.startsWith('node:') || builtinModules.includes(specifier)) return 'is Node only';
  if (PLATFORM_PACKAGE.test(specifier)) return 'is a platform or framework package';
  return undefined;
}

const FILES = readdirSync(SHARED, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.ts'))
  .map((name) => join(SHARED, name));

describe('importSpecifiers', () => {
  it('finds static, type-only, side-effect, re-exported and dynamic imports, not comments', () => {
    const source = [
      "import { a } from 'node:fs';",
      "import type { Hono } from 'hono';",
      'import {',
      '  b,',
      '  type C,',
      "} from '../functions/index.ts';",
      "import 'zod';",
      "export { d } from '../../cli/io.ts';",
      "export * from 'astro';",
      "const e = await import('cloudflare:workers');",
      "/** @example await import('../site/x.ts') */",
      "// import { f } from '../bench/data.ts';",
    ].join('\n');
    expect(importSpecifiers(source).sort()).toEqual(
      [
        'node:fs',
        'hono',
        '../functions/index.ts',
        'zod',
        '../../cli/io.ts',
        'astro',
        'cloudflare:workers',
      ].sort(),
    );
  });
});

describe('layeringBreach', () => {
  const file = join(SHARED, 'grade', 'grade.ts');

  it('lets the core import itself, at any depth', () => {
    expect(layeringBreach(file, './types.ts')).toBeUndefined();
    expect(layeringBreach(file, '../geometry.ts')).toBeUndefined();
    expect(layeringBreach(file, '../sat/cdcl.ts')).toBeUndefined();
  });

  it('rejects every other top-level folder, Node modules and the platform packages', () => {
    for (const folder of ['functions', 'site', 'cli', 'bench', 'test']) {
      expect(layeringBreach(file, `../../${folder}/x.ts`)).toBe(
        `reaches ${folder}/x.ts, outside shared/`,
      );
    }
    for (const specifier of ['node:crypto', 'fs', 'hono', 'hono/cors', '@hono/zod-openapi']) {
      expect(layeringBreach(file, specifier)).toBeDefined();
    }
    for (const specifier of ['zod', 'zod/mini', 'astro', 'astro/config', 'astro:content']) {
      expect(layeringBreach(file, specifier)).toBeDefined();
    }
    expect(layeringBreach(file, 'cloudflare:workers')).toBeDefined();
  });
});

describe('shared/', () => {
  it('has TypeScript files with imports to check', () => {
    expect(FILES.length).toBeGreaterThan(20);
    const imports = FILES.flatMap((file) => importSpecifiers(readFileSync(file, 'utf8')));
    expect(imports.length).toBeGreaterThan(FILES.length);
  });

  it('imports nothing but shared/ itself', () => {
    const breaches = FILES.flatMap((file) =>
      importSpecifiers(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const breach = layeringBreach(file, specifier);
        return breach ? [`${relative(ROOT, file)}: '${specifier}' ${breach}`] : [];
      }),
    );
    expect(breaches).toEqual([]);
  });
});
