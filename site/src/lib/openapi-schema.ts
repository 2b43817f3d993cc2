/**
 * An OpenAPI 3.1 document's schemas in words, for the reference page (pages/api.astro): a
 * type in a few words, its limits, the fields of an object, an example value. Schemas are JSON
 * Schema as zod's converter writes them; `$ref`s point into `#/components/…` and are followed,
 * except that a named object schema is shown by its name.
 */

/** A JSON Schema, as far as the page reads it. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  prefixItems?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  description?: string;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
}

/** An operation's parameter (path, query, header). */
export interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
}

/** A body of one content type. */
export interface MediaType {
  schema?: Schema;
  example?: unknown;
}

/** One method of a path. */
export interface Operation {
  summary?: string;
  description?: string;
  operationId?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { $ref?: string; required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<
    string,
    { $ref?: string; description?: string; content?: Record<string, MediaType> }
  >;
}

/** The parts of an OpenAPI document the page reads. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
}

/** A parameter or a body field as the page lists it. */
export interface Field {
  name: string;
  /** path, query, header or body. */
  in: string;
  required: boolean;
  type: string;
  /** Limits and defaults in words: "1–64 characters, [A-Za-z0-9_-]+". */
  constraints: string;
  description: string;
}

/** Follows a local `$ref` (`#/components/schemas/Daily`) through the document. */
export function follow<T extends { $ref?: string }>(doc: OpenApiDocument, value: T): T {
  let seen = 0;
  while (value.$ref && seen++ < 16) {
    let target: unknown = doc;
    for (const key of value.$ref.replace(/^#\//, '').split('/')) {
      target = (target as Record<string, unknown> | undefined)?.[
        key.replace(/~1/g, '/').replace(/~0/g, '~')
      ];
    }
    if (!target) throw new Error(`unresolved $ref ${value.$ref} in the OpenAPI document`);
    value = target as T;
  }
  return value;
}

function refName(schema: Schema): string | undefined {
  return schema.$ref?.split('/').pop();
}

/** A schema's type in a few words: `string`, `"easy" | "hard"`, `array of Cell`, `Daily`. */
export function describeType(doc: OpenApiDocument, schema: Schema | undefined, depth = 0): string {
  if (!schema) return 'any';
  const name = refName(schema);
  const resolved = follow(doc, schema);
  if (name && (resolved.properties || depth > 2)) return name;
  if (resolved.const !== undefined) return JSON.stringify(resolved.const);
  if (resolved.enum) return resolved.enum.map((value) => JSON.stringify(value)).join(' | ');
  const union = resolved.anyOf ?? resolved.oneOf;
  if (union)
    return [...new Set(union.map((part) => describeType(doc, part, depth + 1)))].join(' | ');
  if (resolved.allOf?.length === 1) return describeType(doc, resolved.allOf[0], depth + 1);
  if (resolved.prefixItems) {
    return `[${resolved.prefixItems.map((item) => describeType(doc, item, depth + 1)).join(', ')}]`;
  }
  const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type ?? 'object'];
  return types
    .map((type) =>
      type === 'array' ? `array of ${describeType(doc, resolved.items, depth + 1)}` : type,
    )
    .join(' | ');
}

function range(low: number | undefined, high: number | undefined, unit: string): string {
  if (low === undefined && high === undefined) return '';
  if (low === high) return `${low}${unit}`;
  if (low === undefined) return `at most ${high}${unit}`;
  if (high === undefined) return `at least ${low}${unit}`;
  return `${low}–${high}${unit}`;
}

/** Limits and default of a schema in words. */
export function describeConstraints(doc: OpenApiDocument, schema: Schema | undefined): string {
  if (!schema) return '';
  const s = follow(doc, schema);
  const parts = [
    s.format ?? '',
    range(s.minLength, s.maxLength, ' characters'),
    range(s.minimum, s.maximum, ''),
    range(s.minItems, s.maxItems, ' items'),
    s.pattern ? `pattern ${s.pattern}` : '',
    s.default !== undefined ? `default ${JSON.stringify(s.default)}` : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/** The object schema behind refs and single-member allOf, or undefined for other schemas. */
function objectSchema(doc: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  if (!schema) return undefined;
  const s = follow(doc, schema);
  if (s.properties) return s;
  if (s.allOf) {
    const parts = s.allOf
      .map((part) => objectSchema(doc, part))
      .filter((part) => part !== undefined);
    return {
      properties: Object.assign({}, ...parts.map((part) => part.properties)),
      required: parts.flatMap((part) => part.required ?? []),
    };
  }
  return undefined;
}

/**
 * The fields of an object schema; the fields of a nested object (or of an array's objects)
 * follow their parent as `daily.date` (or `placements[].cell`), two levels deep at most.
 */
export function describeFields(
  doc: OpenApiDocument,
  schema: Schema | undefined,
  where: string,
  prefix = '',
): Field[] {
  const object = objectSchema(doc, schema);
  if (!object?.properties) return [];
  return Object.entries(object.properties).flatMap(([name, property]) => {
    const field = {
      name: prefix + name,
      in: where,
      required: object.required?.includes(name) ?? false,
      type: describeType(doc, property),
      constraints: describeConstraints(doc, property),
      description: property.description ?? follow(doc, property).description ?? '',
    };
    if (prefix.split('.').length > 2) return [field];
    const resolved = follow(doc, property);
    const items = resolved.type === 'array' && resolved.items;
    const nested = items
      ? describeFields(doc, items, where, `${prefix}${name}[].`)
      : describeFields(doc, property, where, `${prefix}${name}.`);
    return [field, ...nested];
  });
}

/** The example a schema gives (or its default, const, first enum value), or one built from its required fields. */
export function exampleOf(doc: OpenApiDocument, schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  const s = follow(doc, schema);
  const given =
    schema.example ?? s.example ?? s.examples?.[0] ?? s.default ?? s.const ?? s.enum?.[0];
  if (given !== undefined) return given;
  const object = objectSchema(doc, s);
  if (!object?.properties) return undefined;
  const example: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(object.properties)) {
    const value = exampleOf(doc, property);
    if (value !== undefined && object.required?.includes(name)) example[name] = value;
  }
  return Object.keys(example).length ? example : undefined;
}
