// The Worker's default export, so `exports.default` of cloudflare:workers is typed in tests.
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import('../../functions/index.ts');
  }
}
