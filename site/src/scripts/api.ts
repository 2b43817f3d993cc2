/** The API version the site is written against (`/api` follows the newest one). */
export const API = '/api/v1';

/**
 * A GET's outcome: the JSON body, or a message fit to show (status 0: no answer at all) with
 * the problem's `type` (`/problems/<slug>`, problemType in shared/api-types.ts) when the answer names one.
 */
export type Fetched<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; type?: string };

const UNREACHABLE = 'The puzzle server could not be reached. Check your connection and try again.';

/**
 * GETs JSON from the API on the same origin; a network failure or an
 * application/problem+json answer becomes a message, never an exception.
 * @example const daily = await getJson<Daily>('/daily');
 */
export async function getJson<T>(path: string): Promise<Fetched<T>> {
  let response: Response;
  try {
    response = await fetch(API + path, { headers: { accept: 'application/json' } });
  } catch {
    return { ok: false, status: 0, message: UNREACHABLE };
  }
  const body = await response.json().catch(() => null);
  if (response.ok && body) return { ok: true, data: body as T };
  const detail = body?.detail ?? body?.title;
  const message = detail ?? (response.ok ? UNREACHABLE : `The server answered ${response.status}.`);
  const type: string | undefined = typeof body?.type === 'string' ? body.type : undefined;
  return { ok: false, status: response.status, message, type };
}
