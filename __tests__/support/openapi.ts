// GitHub's published REST description (@octokit/openapi, OpenAPI 3.0) and a validator for the
// JSON-schema subset it uses, so the loopback server can reject any request or response that the
// real API would not accept or send. No validator package: the subset is small and OpenAPI 3.0's
// `nullable` and `discriminator` are not plain JSON Schema anyway.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = Record<string, any>;

export interface Operation {
  method: string;
  /** The path template of the description, e.g. `/repos/{owner}/{repo}/issues/{issue_number}/comments`. */
  template: string;
  operationId: string;
  pathParams: Record<string, string>;
  spec: Schema;
}

const require = createRequire(import.meta.url);
const specFile = require.resolve('@octokit/openapi/generated/api.github.com.json');

let cached: { doc: Schema; routes: { method: string; template: string; regex: RegExp; names: string[]; literals: number }[] } | undefined;

function load() {
  if (cached) return cached;
  const doc = JSON.parse(readFileSync(specFile, 'utf8')) as Schema;
  const routes = [];
  for (const [template, item] of Object.entries<Schema>(doc.paths)) {
    const names: string[] = [];
    const parts = template.split('/').map((seg) => {
      const m = /^\{(.+)\}$/.exec(seg);
      if (!m) return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(m[1]);
      return '([^/]+)';
    });
    const regex = new RegExp(`^${parts.join('/')}$`);
    const literals = template.split('/').filter((s) => s && !s.startsWith('{')).length;
    for (const method of Object.keys(item)) {
      if (['get', 'post', 'put', 'patch', 'delete', 'head'].includes(method)) routes.push({ method: method.toUpperCase(), template, regex, names, literals });
    }
  }
  // The most specific template wins (`/issues/comments/{id}` before `/issues/{number}`).
  routes.sort((a, b) => b.literals - a.literals);
  cached = { doc, routes };
  return cached;
}

/** The documented operation for `method` + `pathname`, or undefined when GitHub has no such endpoint. */
export function findOperation(method: string, pathname: string): Operation | undefined {
  const { doc, routes } = load();
  for (const r of routes) {
    if (r.method !== method.toUpperCase()) continue;
    const m = r.regex.exec(pathname);
    if (!m) continue;
    const pathParams: Record<string, string> = {};
    r.names.forEach((n, i) => (pathParams[n] = decodeURIComponent(m[i + 1])));
    const spec = doc.paths[r.template][method.toLowerCase()];
    return { method: r.method, template: r.template, operationId: spec.operationId, pathParams, spec };
  }
  return undefined;
}

function resolve(node: Schema): Schema {
  const { doc } = load();
  let n = node;
  for (let i = 0; n && typeof n.$ref === 'string' && i < 20; i++) {
    const ref: string = n.$ref;
    if (!ref.startsWith('#/')) throw new Error(`external $ref not supported: ${ref}`);
    n = ref
      .slice(2)
      .split('/')
      .reduce<any>((o, k) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    if (n === undefined) throw new Error(`dangling $ref ${ref}`);
  }
  return n;
}

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function typeMatches(type: string, v: unknown): boolean {
  const t = typeOf(v);
  return t === type || (type === 'number' && t === 'integer');
}

/**
 * Errors of `value` against `schema` (the JSON-schema subset of OpenAPI 3.0), each naming the JSON
 * path. `closed`: an object property the schema does not name is an error even where the
 * description leaves objects open. Request bodies are checked closed: GitHub ignores an unknown
 * parameter silently, which is exactly how a misspelt one goes unnoticed.
 */
export function validateSchema(schemaOrRef: Schema, value: unknown, at = '$', closed = false): string[] {
  const schema = resolve(schemaOrRef);
  if (!schema || Object.keys(schema).length === 0) return [];
  if (value === null && (schema.nullable === true || schema.type === 'null')) return [];
  const errors: string[] = [];

  // allOf parts are checked open; the union of their properties is what a closed object may have.
  if (schema.allOf) for (const sub of schema.allOf) errors.push(...validateSchema(sub, value, at));
  if (schema.anyOf) {
    if (!schema.anyOf.some((sub: Schema) => validateSchema(sub, value, at, closed).length === 0)) {
      errors.push(`${at}: matches none of anyOf (${schema.anyOf.map(title).join(', ')})`);
    }
  }
  if (schema.oneOf) {
    const disc = schema.discriminator;
    const key = disc && value && typeof value === 'object' ? (value as Record<string, unknown>)[disc.propertyName] : undefined;
    if (typeof key === 'string' && disc.mapping?.[key]) {
      errors.push(...validateSchema({ $ref: disc.mapping[key] }, value, at));
    } else if (!schema.oneOf.some((sub: Schema) => validateSchema(sub, value, at, closed).length === 0)) {
      // GitHub's oneOf branches overlap (objects are open), so "exactly one" would reject real
      // responses; at least one must match.
      errors.push(`${at}: matches none of oneOf (${schema.oneOf.map(title).join(', ')})`);
    }
  }

  if (schema.type !== undefined && !typeMatches(schema.type, value)) {
    return [...errors, `${at}: expected ${schema.type}${schema.nullable ? ' or null' : ''}, got ${typeOf(value)}`];
  }
  if (schema.enum && !schema.enum.some((e: Json) => e === value)) {
    errors.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  }
  if (typeof value === 'string') {
    if (schema.maxLength !== undefined && [...value].length > schema.maxLength) errors.push(`${at}: longer than ${schema.maxLength}`);
    if (schema.minLength !== undefined && [...value].length < schema.minLength) errors.push(`${at}: shorter than ${schema.minLength}`);
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) errors.push(`${at}: does not match /${schema.pattern}/`);
    if (schema.format === 'date-time' && (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value) || Number.isNaN(Date.parse(value)))) {
      errors.push(`${at}: not an RFC 3339 date-time: ${JSON.stringify(value)}`);
    }
    if (schema.format === 'uri' && !URL.canParse(value)) errors.push(`${at}: not a URI: ${JSON.stringify(value)}`);
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) errors.push(`${at}: below minimum ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) errors.push(`${at}: above maximum ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) errors.push(`${at}: fewer than ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) errors.push(`${at}: more than ${schema.maxItems} items`);
    if (schema.items) value.forEach((item, i) => errors.push(...validateSchema(schema.items, item, `${at}[${i}]`, closed)));
  }
  if (
    value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    (schema.properties || schema.required || schema.additionalProperties !== undefined || schema.type === 'object')
  ) {
    const obj = value as Record<string, unknown>;
    for (const req of schema.required ?? []) if (!(req in obj)) errors.push(`${at}: missing required property '${req}'`);
    const props: Record<string, Schema> = schema.properties ?? {};
    const fromAllOf = new Set<string>((schema.allOf ?? []).flatMap((sub: Schema) => Object.keys(resolve(sub).properties ?? {})));
    for (const [k, v] of Object.entries(obj)) {
      if (props[k]) errors.push(...validateSchema(props[k], v, `${at}.${k}`, closed));
      else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        errors.push(...validateSchema(schema.additionalProperties, v, `${at}.${k}`, closed));
      } else if (schema.additionalProperties === false || (closed && schema.additionalProperties === undefined && !fromAllOf.has(k))) {
        errors.push(`${at}: unknown property '${k}'`);
      }
    }
  }
  return errors;
}

function title(s: Schema): string {
  return s.$ref ? String(s.$ref).split('/').pop()! : (s.title ?? s.type ?? 'schema');
}

/** A parameter value arrives as a string; coerce it the way the description types it. */
function coerce(schema: Schema, raw: string): unknown {
  const t = resolve(schema).type;
  if ((t === 'integer' || t === 'number') && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (t === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

export interface RequestParts {
  query: URLSearchParams;
  /** Parsed JSON body, or undefined when there was none. */
  body: unknown;
  contentType?: string;
}

/** Errors of a request against its operation: path/query parameters and the JSON body. */
export function validateRequest(op: Operation, req: RequestParts): string[] {
  const errors: string[] = [];
  const params = (op.spec.parameters ?? []).map(resolve) as Schema[];
  const known = new Set<string>();
  for (const p of params) {
    if (p.in === 'path') {
      errors.push(...validateSchema(p.schema, coerce(p.schema, op.pathParams[p.name] ?? ''), `path.${p.name}`));
    } else if (p.in === 'query') {
      known.add(p.name);
      const raw = req.query.get(p.name);
      if (raw === null) {
        if (p.required) errors.push(`query: missing required parameter '${p.name}'`);
      } else {
        errors.push(...validateSchema(p.schema, coerce(p.schema, raw), `query.${p.name}`));
      }
    }
  }
  for (const name of req.query.keys()) if (!known.has(name)) errors.push(`query: '${name}' is not a parameter of ${op.operationId}`);

  const rb = op.spec.requestBody ? resolve(op.spec.requestBody) : undefined;
  if (req.body === undefined) {
    if (rb?.required) errors.push(`body: ${op.operationId} requires a JSON body`);
  } else if (!rb) {
    errors.push(`body: ${op.operationId} takes no body`);
  } else {
    const media = rb.content?.['application/json'];
    if (!media) errors.push(`body: ${op.operationId} does not take application/json`);
    else {
      if (!req.contentType || !/^application\/json\b/.test(req.contentType))
        errors.push(`body: content-type ${req.contentType ?? '(none)'}, expected application/json`);
      errors.push(...validateSchema(media.schema, req.body, 'body', true));
    }
  }
  return errors;
}

/** Errors of a response: its status must be documented for the operation, its body must match. */
export function validateResponse(op: Operation, status: number, body: unknown): string[] {
  const responses: Record<string, Schema> = op.spec.responses ?? {};
  const documented = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  if (!documented) return [`response: status ${status} is not documented for ${op.operationId} (documented: ${Object.keys(responses).join(', ')})`];
  const res = resolve(documented);
  const media = res.content?.['application/json'];
  if (!media) return body === undefined || body === '' ? [] : [`response: ${op.operationId} ${status} has no documented body`];
  return validateSchema(media.schema, body, 'response');
}
