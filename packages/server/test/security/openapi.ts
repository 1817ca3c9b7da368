// The sweeps' view of the API: every operation of the OpenAPI document the server serves (so a route added tomorrow
// is swept without anyone listing it), the string fields of its request, and valid-looking sample requests.
import type { TestApp } from '../helper.js';

/** The part of JSON Schema (OpenAPI 3.0 flavour, as fastify-type-provider-zod writes it) the sweeps read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
}

export type Location = 'path' | 'query' | 'body';

export interface Parameter {
  in: 'path' | 'query';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** As the document spells it: `/api/exam/examine/{id}`. */
  path: string;
  description: string;
  parameters: Parameter[];
  body?: { contentType: string; schema: JsonSchema };
}

interface Document {
  paths: Record<string, Record<string, { description?: string; parameters?: Array<Parameter & { in: string }>; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
}

/** Every operation of `GET /api/openapi.json` (HEAD and OPTIONS left out: they take no input a route reads). */
export async function loadOperations(t: TestApp): Promise<Operation[]> {
  const doc = (await (await t.request('/api/openapi.json')).json()) as Document;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (upper === 'HEAD' || upper === 'OPTIONS') continue;
      const parameters = (op.parameters ?? [])
        .filter((p): p is Parameter => p.in === 'path' || p.in === 'query')
        .map((p) => ({ in: p.in, name: p.name, required: p.required === true, schema: p.schema ?? { type: 'string' } }));
      const [contentType, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      const body = contentType !== undefined && content?.schema !== undefined ? { contentType, schema: content.schema } : undefined;
      operations.push({ method: upper, path, description: op.description ?? '', parameters, ...(body ? { body } : {}) });
    }
  }
  return operations;
}

/** A step into a schema: a property, an array item (`[]`), a variant of anyOf/oneOf (`|n`), a record's value (`*`). */
export type Step = { prop: string } | { item: true } | { variant: number } | { value: true };

const typeOf = (schema: JsonSchema): string[] => (schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type]);
const variantsOf = (schema: JsonSchema): JsonSchema[] | undefined => schema.anyOf ?? schema.oneOf;

/** Every path from `schema` to a string (enums and patterns included), through objects, arrays, unions and records. */
export function stringFields(schema: JsonSchema, prefix: Step[] = []): Step[][] {
  const out: Step[][] = [];
  const variants = variantsOf(schema);
  if (variants) variants.forEach((v, i) => out.push(...stringFields(v, [...prefix, { variant: i }])));
  for (const part of schema.allOf ?? []) out.push(...stringFields(part, prefix));
  const types = typeOf(schema);
  if (types.includes('string')) out.push(prefix);
  for (const [name, child] of Object.entries(schema.properties ?? {})) out.push(...stringFields(child, [...prefix, { prop: name }]));
  if (typeof schema.additionalProperties === 'object') out.push(...stringFields(schema.additionalProperties, [...prefix, { value: true }]));
  if (schema.items) out.push(...stringFields(schema.items, [...prefix, { item: true }]));
  return out;
}

/** `answers.0.response` for the steps that lead there (how the NUL guard names a field). */
export function fieldName(steps: Step[]): string {
  const parts: string[] = [];
  for (const step of steps) {
    if ('prop' in step) parts.push(step.prop);
    else if ('item' in step) parts.push('0');
    else if ('value' in step) parts.push('k');
  }
  return parts.join('.');
}

/** An id-like name: `id`, `user_id`, `class_ids`, `attemptId`… */
export const isIdLike = (name: string): boolean => /(^ids?$|_ids?$|[a-z]Ids?$)/.test(name);

export interface SampleOptions {
  /** The value of an id-like field (its name, where it is), or undefined to sample it like any other. */
  id?: (name: string, where: Location, schema: JsonSchema) => number | string | Array<number | string> | undefined;
  /** Where the U+0000 goes (a path of `stringFields`), if anywhere. */
  nulAt?: Step[];
  /** Appended to names and free text, so that one request's unique names (usernames, titles) do not clash with another's. */
  salt?: string;
  /** Names of fields that must be present: optional objects, array items and union variants holding them are made. */
  wanted?: ReadonlySet<string>;
  where: Location;
}

/** Does `schema` hold a property named in `names` (at any depth)? */
function holds(schema: JsonSchema, names: ReadonlySet<string> | undefined): boolean {
  if (names === undefined || names.size === 0) return false;
  if (Object.keys(schema.properties ?? {}).some((p) => names.has(p))) return true;
  const children = [...Object.values(schema.properties ?? {}), ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (schema.items) children.push(schema.items);
  if (typeof schema.additionalProperties === 'object') children.push(schema.additionalProperties);
  return children.some((child) => holds(child, names));
}

export const NUL = '\u0000';

/** Values for the patterns of the contract, by pattern (the n-th item of an array takes the n-th, so keys stay distinct). */
const PATTERN_SAMPLES: Record<string, string[]> = {
  '^1\\d{10}$': ['13900000000', '13900000001'],
  '^\\d{6}$': ['123456'],
  '^[A-Z]$': ['A', 'B', 'C', 'D'],
  '^[a-f0-9]{32}$': ['d41d8cd98f00b204e9800998ecf8427e'],
  '^[a-fA-F0-9]{32}$': ['d41d8cd98f00b204e9800998ecf8427e'],
  '^[a-z0-9_-]{1,16}$': ['a', 'b', 'c', 'd'],
  '^[A-Za-z0-9_][A-Za-z0-9_.-]*\\.(csv|xlsx)$': ['probe.csv', 'probe2.csv'],
  '^[A-Za-z0-9_.@-]+$': ['probe_user', 'probe_user2'],
  '^[A-Za-z0-9_-]+$': ['probe_1', 'probe_2', 'probe_3'],
  '^[1-9][0-9]{0,9}(:[a-z0-9_-]{1,16})?$': ['1'],
  // A gradebook override's item (`<kind>:<id>` or `total`): the total, which every course's book has.
  '^(exam|case|lab|manual|competition):[1-9][0-9]{0,9}$': ['total'],
  // The blockchain lab's transaction ids and block hashes (SHA-256 hex).
  '^[0-9a-f]{64}$': ['e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', 'a'.repeat(64)],
};

/** Fields whose first enum value would be refused for a reason beside the point (a college may not create sys_admins). */
const NAME_SAMPLES: Record<string, string> = { role: 'edu_student' };

function sampleString(schema: JsonSchema, name: string, index: number, salt: string): string {
  if (schema.enum && schema.enum.length > 0) return String(schema.enum.includes(NAME_SAMPLES[name]) ? NAME_SAMPLES[name] : schema.enum[0]);
  if (schema.const !== undefined) return String(schema.const);
  if (schema.format === 'date-time') return new Date(Date.now() + (/end|until|deadline/.test(name) ? 2 * 3600_000 : -300_000)).toISOString();
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern);
    const known = PATTERN_SAMPLES[schema.pattern] ?? Object.values(PATTERN_SAMPLES).find((values) => pattern.test(values[0]!));
    const salted = known && pattern.test(`${known[0]}${salt}`) && /^[a-z]/.test(known[0]!) ? `${known[index % known.length]}${salt}` : undefined;
    if (known) return salted ?? known[index % known.length]!;
  }
  const base = /password/.test(name) ? 'Probe@2026x' : /email/.test(name) ? `probe${salt}@example.com` : `Probe${index > 0 ? index : ''}${salt}`;
  const padded = base.padEnd(schema.minLength ?? 0, 'x');
  return schema.maxLength !== undefined ? padded.slice(0, schema.maxLength) : padded;
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  let low = schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined) ?? 1;
  if (schema.exclusiveMinimum !== undefined && schema.exclusiveMinimum !== false) low += integer ? 1 : 0.5;
  const value = Math.max(low, Math.min(1, schema.maximum ?? 1));
  return schema.maximum !== undefined ? Math.min(value, schema.maximum) : value;
}

/** The U+0000 goes in the middle, where trimming cannot remove it. */
const withNul = (text: string): string => (text.length < 2 ? `${text}${NUL}x` : `${text.slice(0, 1)}${NUL}${text.slice(1)}`);

/**
 * A valid-looking value of `schema` (required fields, the target's path, and id-like fields when `options.id` has a
 * value for them), with U+0000 in the string at `options.nulAt` when given.
 */
export function sample(schema: JsonSchema, options: SampleOptions, name = ''): unknown {
  return build(schema, options, name, options.nulAt ?? null, 0);
}

/** `target`: the rest of the path to the NUL string, or null off that path. */
function build(schema: JsonSchema, options: SampleOptions, name: string, target: Step[] | null, index: number): unknown {
  const [step, ...rest] = target ?? [];
  const variants = variantsOf(schema);
  if (variants) {
    const targeted = step !== undefined && 'variant' in step;
    const holding = variants.findIndex((v) => holds(v, options.wanted));
    const chosen = targeted ? step.variant : holding >= 0 ? holding : Math.max(0, variants.findIndex((v) => !typeOf(v).includes('null')));
    return build(variants[chosen]!, options, name, targeted ? rest : target, index);
  }
  if (schema.allOf) return build(Object.assign({}, ...schema.allOf) as JsonSchema, options, name, target, index);
  if (target === null && isIdLike(name) && options.id) {
    const id = options.id(name, options.where, schema);
    if (id !== undefined) return typeOf(schema).includes('array') && !Array.isArray(id) ? [id] : id;
  }
  const types = typeOf(schema);
  if (types.includes('object') || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [prop, child] of Object.entries(schema.properties ?? {})) {
      const onTarget = step !== undefined && 'prop' in step && step.prop === prop;
      const wanted =
        onTarget ||
        (schema.required ?? []).includes(prop) ||
        options.wanted?.has(prop) === true ||
        holds(child, options.wanted) ||
        (isIdLike(prop) && options.id?.(prop, options.where, child) !== undefined);
      if (wanted) out[prop] = build(child, options, prop, onTarget ? rest : null, index);
    }
    if (step !== undefined && 'value' in step && typeof schema.additionalProperties === 'object') {
      out.k = build(schema.additionalProperties, options, 'k', rest, 0);
    }
    return out;
  }
  if (types.includes('array')) {
    const throughItem = step !== undefined && 'item' in step;
    const count = Math.max(schema.minItems ?? 0, throughItem || holds(schema.items ?? {}, options.wanted) ? 1 : 0);
    return Array.from({ length: count }, (_, i) => build(schema.items ?? {}, options, name, i === 0 && throughItem ? rest : null, i));
  }
  if (types.includes('string')) {
    const text = sampleString(schema, name, index, options.salt ?? '');
    return target !== null && target.length === 0 ? withNul(text) : text;
  }
  if (types.includes('integer')) return sampleNumber(schema, true);
  if (types.includes('number')) return sampleNumber(schema, false);
  if (types.includes('boolean')) return false;
  if (types.includes('null')) return null;
  return schema.default ?? null;
}

/** The URL of `op` with path parameters filled and the query encoded. */
export function urlOf(op: Operation, path: Record<string, unknown>, query: Record<string, unknown>): string {
  const filled = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(path[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined && one !== null) search.append(key, String(one));
  }
  const text = search.toString();
  return text === '' ? filled : `${filled}?${text}`;
}

/** Path and query values of `op`: path parameters always, query ones when required, targeted or id-like with a value. */
export function sampleParameters(
  op: Operation,
  options: { id?: SampleOptions['id']; nulAt?: { in: 'path' | 'query'; name: string; steps: Step[] } },
): { path: Record<string, unknown>; query: Record<string, unknown> } {
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const p of op.parameters) {
    const targeted = options.nulAt?.in === p.in && options.nulAt.name === p.name;
    const where: Location = p.in;
    const id = !targeted && isIdLike(p.name) ? options.id?.(p.name, where, p.schema) : undefined;
    if (p.in === 'query' && !p.required && !targeted && id === undefined) continue;
    const value = id ?? sample(p.schema, { where, ...(options.id ? { id: options.id } : {}), ...(targeted ? { nulAt: options.nulAt!.steps } : {}) }, p.name);
    (p.in === 'path' ? path : query)[p.name] = value;
  }
  return { path, query };
}
