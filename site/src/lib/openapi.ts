/**
 * Reads an OpenAPI 3.1 document into what the reference page (pages/api.astro) shows: one
 * entry per operation with its parameters, body fields, responses and a curl command. Runs at
 * build time only; openapi-schema.ts puts the schemas into words.
 */
import {
  describeConstraints,
  describeFields,
  describeType,
  exampleOf,
  type Field,
  follow,
  type OpenApiDocument,
  type Parameter,
} from './openapi-schema.ts';

export interface ResponseView {
  status: string;
  description: string;
  contentTypes: string[];
  /** The body's type when it is JSON, e.g. "Daily" or "object". */
  type: string;
  fields: Field[];
}

export interface OperationView {
  /** Anchor of the operation on the page. */
  id: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  description: string;
  parameters: Field[];
  body?: { contentType: string; type: string; fields: Field[] };
  responses: ResponseView[];
  curl: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

const shellQuote = (text: string) =>
  /^[\w/:.,@%+=-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * A curl command for an operation, with each parameter's example (or `{name}` in a path when
 * the document gives none); a query parameter appears when it is required or has an example.
 */
function curlCommand(
  doc: OpenApiDocument,
  origin: string,
  method: string,
  path: string,
  parameters: Parameter[],
  body: unknown,
): string {
  let url = path;
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    const schema = parameter.schema && follow(doc, parameter.schema);
    const given = parameter.example ?? schema?.example ?? schema?.examples?.[0];
    const example = given ?? exampleOf(doc, parameter.schema);
    if (parameter.in === 'path') {
      url = url.replace(`{${parameter.name}}`, String(example ?? `{${parameter.name}}`));
    } else if (parameter.in === 'query' && example !== undefined) {
      if (parameter.required || given !== undefined) query.set(parameter.name, String(example));
    }
  }
  const search = query.size ? `?${query}` : '';
  const words = ['curl'];
  if (method !== (body === undefined ? 'get' : 'post')) words.push('-X', method.toUpperCase());
  words.push(shellQuote(origin + url + search));
  if (body !== undefined) {
    words.push(
      '-H',
      shellQuote('content-type: application/json'),
      '-d',
      shellQuote(JSON.stringify(body)),
    );
  }
  return words.join(' ');
}

/** The document's path prefix from its first server (`/api/v1`), or '' when absolute paths are used. */
function serverPrefix(doc: OpenApiDocument): string {
  const url = doc.servers?.[0]?.url ?? '';
  return url.startsWith('/') ? url.replace(/\/$/, '') : '';
}

/**
 * Every operation of the document, in document order, the `/api` alias left out where the
 * same route is listed under `/api/v1`.
 * @example readOperations(doc, 'http://localhost:8787')
 */
export function readOperations(doc: OpenApiDocument, origin: string): OperationView[] {
  const prefix = serverPrefix(doc);
  const paths = Object.keys(doc.paths);
  const views: OperationView[] = [];
  for (const path of paths) {
    const alias = path.match(/^\/api(\/(?!v\d+\/).*)$/);
    if (
      alias &&
      paths.some((other) => other.replace(/^\/api\/v\d+/, '/api') === path && other !== path)
    )
      continue;
    for (const method of METHODS) {
      const operation = doc.paths[path][method];
      if (!operation) continue;
      const fullPath = prefix + path;
      const parameters = (operation.parameters ?? []).map((parameter) => follow(doc, parameter));
      const requestBody = operation.requestBody && follow(doc, operation.requestBody);
      const [contentType, media] = Object.entries(requestBody?.content ?? {})[0] ?? [];
      const bodyExample = media ? (media.example ?? exampleOf(doc, media.schema)) : undefined;
      views.push({
        id: `${method}-${fullPath}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, ''),
        method: method.toUpperCase(),
        path: fullPath,
        tag: operation.tags?.[0] ?? '',
        summary: operation.summary ?? '',
        description: operation.description ?? '',
        parameters: parameters.map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required ?? false,
          type: describeType(doc, parameter.schema),
          constraints: describeConstraints(doc, parameter.schema),
          description:
            parameter.description ??
            (parameter.schema && follow(doc, parameter.schema).description) ??
            '',
        })),
        body:
          media && contentType
            ? {
                contentType,
                type: describeType(doc, media.schema),
                fields: describeFields(doc, media.schema, 'body'),
              }
            : undefined,
        responses: Object.entries(operation.responses ?? {}).map(([status, raw]) => {
          const response = follow(doc, raw);
          const json = Object.entries(response.content ?? {}).find(([type]) =>
            type.includes('json'),
          )?.[1];
          return {
            status,
            description: response.description ?? '',
            contentTypes: Object.keys(response.content ?? {}),
            type: json ? describeType(doc, json.schema) : '',
            fields: status.startsWith('2') ? describeFields(doc, json?.schema, 'body') : [],
          };
        }),
        curl: curlCommand(doc, origin, method, fullPath, parameters, bodyExample),
      });
    }
  }
  return views;
}
