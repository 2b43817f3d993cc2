/**
 * A small JSON Schema checker for the subset the API's OpenAPI 3.1 document uses: `$ref` into
 * the document, `type` (one or a list, `integer` included), `nullable`, `const`, `enum`,
 * `properties`, `required`, `additionalProperties`, `items`, `prefixItems`, `minItems`,
 * `maxItems`, `minLength`, `maxLength`, `pattern`, `minimum`, `maximum`, `exclusiveMinimum`,
 * `exclusiveMaximum`, `oneOf`, `anyOf`, `allOf`. Formats and annotations are ignored. A
 * keyword outside this list is reported, so a schema the checker cannot read never passes by
 * default. A library (ajv) would do the same job, but it compiles schemas with `new Function`,
 * which workerd refuses to run outside a test harness, and it would be a new dependency for
 * what fits in this file.
 */

export type JsonSchema = { [keyword: string]: unknown };

/** Keywords that say nothing about validity. */
export const ANNOTATIONS: ReadonlySet<string> = new Set([
  'title',
  'description',
  'example',
  'examples',
  'default',
  'format',
  'deprecated',
  'readOnly',
  'writeOnly',
  'externalDocs',
  'xml',
  'discriminator',
  '$schema',
  '$id',
  'contentMediaType',
  'contentEncoding',
]);
/** Keywords the checker enforces. */
export const KEYWORDS: ReadonlySet<string> = new Set([
  '$ref',
  'type',
  'nullable',
  'const',
  'enum',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'prefixItems',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'oneOf',
  'anyOf',
  'allOf',
]);

/** The schema a `$ref` like `#/components/schemas/Puzzle` points to inside `root`. */
export function resolveRef(root: unknown, ref: string): JsonSchema {
  if (!ref.startsWith('#/')) throw new Error(`unsupported $ref '${ref}'`);
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
  }
  if (node === undefined) throw new Error(`dangling $ref '${ref}'`);
  return node as JsonSchema;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeOf(value) === type;
}

/**
 * Every way `value` breaks `schema`, as "path: reason" lines; [] when it fits.
 * @example checkSchema({ type: 'integer', minimum: 1 }, 0, doc) // ['$: 0 < minimum 1']
 */
export function checkSchema(
  schema: JsonSchema | boolean,
  value: unknown,
  root: unknown,
  path = '$',
): string[] {
  if (schema === true) return [];
  if (schema === false) return [`${path}: no value is allowed here`];
  const errors: string[] = [];
  const fail = (reason: string) => errors.push(`${path}: ${reason}`);
  for (const keyword of Object.keys(schema)) {
    if (!KEYWORDS.has(keyword) && !ANNOTATIONS.has(keyword) && !keyword.startsWith('x-')) {
      fail(`the checker does not know the keyword '${keyword}'`);
    }
  }
  if (typeof schema.$ref === 'string') {
    errors.push(...checkSchema(resolveRef(root, schema.$ref), value, root, path));
  }
  if (value === null && schema.nullable === true) return errors;

  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
    if (!types.some((type) => hasType(value, type))) {
      fail(`${JSON.stringify(value)?.slice(0, 60)} is not of type ${types.join('|')}`);
      return errors;
    }
  }
  if ('const' in schema && JSON.stringify(value) !== JSON.stringify(schema.const)) {
    fail(`${JSON.stringify(value)} is not ${JSON.stringify(schema.const)}`);
  }
  if (Array.isArray(schema.enum)) {
    const text = JSON.stringify(value);
    if (!schema.enum.some((option) => JSON.stringify(option) === text)) {
      fail(`${text} is not one of ${JSON.stringify(schema.enum)}`);
    }
  }

  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength)
      fail(`length ${value.length} < minLength ${schema.minLength}`);
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength)
      fail(`length ${value.length} > maxLength ${schema.maxLength}`);
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value))
      fail(`'${value.slice(0, 60)}' does not match /${schema.pattern}/`);
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum)
      fail(`${value} < minimum ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum)
      fail(`${value} > maximum ${schema.maximum}`);
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum)
      fail(`${value} <= exclusiveMinimum ${schema.exclusiveMinimum}`);
    if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum)
      fail(`${value} >= exclusiveMaximum ${schema.exclusiveMaximum}`);
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      fail(`${value.length} items < minItems ${schema.minItems}`);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
      fail(`${value.length} items > maxItems ${schema.maxItems}`);
    const prefix = Array.isArray(schema.prefixItems) ? (schema.prefixItems as JsonSchema[]) : [];
    value.forEach((item, i) => {
      const itemSchema = i < prefix.length ? prefix[i] : schema.items;
      if (itemSchema !== undefined)
        errors.push(...checkSchema(itemSchema as JsonSchema, item, root, `${path}[${i}]`));
    });
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const key of (schema.required ?? []) as string[]) {
      if (!(key in object)) fail(`missing required property '${key}'`);
    }
    for (const [key, item] of Object.entries(object)) {
      if (key in properties) {
        errors.push(...checkSchema(properties[key], item, root, `${path}.${key}`));
      } else if (schema.additionalProperties !== undefined) {
        const extra = schema.additionalProperties as JsonSchema | boolean;
        errors.push(
          ...(extra === false
            ? [`${path}: unexpected property '${key}'`]
            : checkSchema(extra, item, root, `${path}.${key}`)),
        );
      }
    }
  }

  for (const sub of (schema.allOf ?? []) as JsonSchema[]) {
    errors.push(...checkSchema(sub, value, root, path));
  }
  if (Array.isArray(schema.anyOf)) {
    const branches = (schema.anyOf as JsonSchema[]).map((sub) =>
      checkSchema(sub, value, root, path),
    );
    if (!branches.some((branch) => branch.length === 0)) {
      fail(`fits no branch of anyOf: ${branches.map((b) => b.join('; ')).join(' | ')}`);
    }
  }
  if (Array.isArray(schema.oneOf)) {
    const branches = (schema.oneOf as JsonSchema[]).map((sub) =>
      checkSchema(sub, value, root, path),
    );
    const fitting = branches.filter((branch) => branch.length === 0).length;
    if (fitting !== 1) {
      fail(
        fitting === 0
          ? `fits no branch of oneOf: ${branches.map((b) => b.join('; ')).join(' | ')}`
          : `fits ${fitting} branches of oneOf, not exactly one`,
      );
    }
  }
  return errors;
}
