/**
 * The Web platform APIs the core uses, which Node, workerd and browsers all provide, declared
 * as narrowly as the core calls them. Only shared/tsconfig.json includes this file (the other
 * projects get these globals from @types/node, the Workers types or the DOM library); declare an
 * API here only when all three runtimes have it.
 */

interface TextEncoder {
  encode(input?: string): Uint8Array<ArrayBuffer>;
}

declare var TextEncoder: { new (): TextEncoder };

interface CryptoKey {
  readonly type: 'secret' | 'private' | 'public';
}

interface SubtleCrypto {
  importKey(
    format: 'raw',
    keyData: Uint8Array<ArrayBuffer>,
    algorithm: { name: 'HMAC'; hash: 'SHA-256' },
    extractable: boolean,
    keyUsages: 'sign'[],
  ): Promise<CryptoKey>;
  sign(algorithm: 'HMAC', key: CryptoKey, data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
}

declare var crypto: { readonly subtle: SubtleCrypto };
