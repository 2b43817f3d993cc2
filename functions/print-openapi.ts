import { app } from './index.ts';

/**
 * Prints the OpenAPI document the Worker serves, for `npm run openapi` to write to
 * docs/openapi.json: the site's /api page is built from that copy, so the build never loads the
 * Worker, and test/functions/routes/openapi.test.ts fails while the copy differs from what is
 * served. Runs in Node; the document needs no binding, and development mode needs no secret.
 */

const PATH = '/api/v1/openapi.json';
const response = await app.request(PATH, {}, { ENVIRONMENT: 'development' } as Env);
if (!response.ok) throw new Error(`${PATH} answered ${response.status}: ${await response.text()}`);
console.log(JSON.stringify(await response.json(), null, 2));
