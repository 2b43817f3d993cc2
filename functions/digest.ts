/**
 * The hex digest of `data`: SHA-1 for ETags (etag.ts), SHA-256 for device ids (results-store.ts).
 * @example await hexDigest('SHA-1', new TextEncoder().encode('abc')) // 'a9993e36…'
 */
export async function hexDigest(
  algorithm: 'SHA-1' | 'SHA-256',
  data: BufferSource,
): Promise<string> {
  const digest = await crypto.subtle.digest(algorithm, data);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
