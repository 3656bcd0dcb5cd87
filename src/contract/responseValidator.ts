/**
 * Validates real HTTP responses against `src/api/openapi.yaml`: for Node-side tests only
 * (emulator contract tests, recorded live responses). Never imported by the app.
 *
 *   const validate = createResponseValidator(loadOpenApiDocument());
 *   expect(validate({ method: 'GET', path: `/ssh_keys/${id}`, status: 200, body })).toEqual([]);
 *
 * `body` is the parsed JSON value; `undefined` (or an empty string) means "no body".
 *
 * A response without `content` must have no body. A response marked `x-body-optional: true` may have
 * none; when it has one, the body must match its schema. Any other response with content needs a body.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

interface ResponseUnderTest {
  /** HTTP method, any case. */
  method: string;
  /** Concrete request path, e.g. `/ssh_keys/3f0c…`; a query string is ignored. */
  path: string;
  status: number;
  /** Parsed JSON body; `undefined` or `''` when the response had none. */
  body?: unknown;
}

/** Returns a list of problems; empty means the response matches the contract. */
export type ResponseValidator = (response: ResponseUnderTest) => string[];

export interface ResponseValidatorOptions {
  /** A prefix to strip from paths before matching, e.g. `/api`. */
  basePath?: string;
}

type JsonObject = Record<string, unknown>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const DOC_ID = 'urn:cloud-api:openapi';
const JSON_MEDIA_TYPE = 'application/json';
/**
 * Words Ajv must accept without meaning: OpenAPI annotation keywords that JSON Schema 2020-12 does
 * not know, and the top-level fields of the document, which Ajv sees when it compiles the document
 * as the root that `#/components/schemas/…` refers into.
 */
const OPENAPI_KEYWORDS = [
  'example',
  'xml',
  'externalDocs',
  'discriminator',
  'openapi',
  'info',
  'jsonSchemaDialect',
  'servers',
  'paths',
  'webhooks',
  'components',
  'security',
  'tags',
];

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const escapePointerToken = (token: string): string =>
  encodeURIComponent(token.replace(/~/g, '~0').replace(/\//g, '~1'));

const unescapePointerToken = (token: string): string =>
  decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');

/** The default contract file, next to this folder. */
const OPENAPI_FILE = fileURLToPath(new URL('../api/openapi.yaml', import.meta.url));

/** Reads and parses the OpenAPI document (YAML or JSON). */
export function loadOpenApiDocument(file: string = OPENAPI_FILE): unknown {
  return parse(readFileSync(file, 'utf8'));
}

interface Route {
  template: string;
  segments: string[];
  item: JsonObject;
}

interface ResolvedResponse {
  /** The JSON pointer (`#/…`) of the response object after following `$ref`s. */
  pointer: string;
  response: JsonObject;
}

export function createResponseValidator(doc: unknown, options: ResponseValidatorOptions = {}): ResponseValidator {
  const paths = isObject(doc) ? doc.paths : undefined;
  if (!isObject(doc) || !isObject(paths)) {
    throw new Error('createResponseValidator: not an OpenAPI document (no paths)');
  }
  const root = doc;

  const resolvePointer = (pointer: string): unknown => {
    if (!pointer.startsWith('#/')) return undefined;
    let node: unknown = root;
    for (const token of pointer.slice(2).split('/')) {
      if (!isObject(node)) return undefined;
      const key = unescapePointerToken(token);
      if (!Object.prototype.hasOwnProperty.call(node, key)) return undefined;
      node = node[key];
    }
    return node;
  };

  const resolveResponse = (pointer: string): ResolvedResponse | undefined => {
    let current = pointer;
    for (let hops = 0; hops < 20; hops += 1) {
      const node = resolvePointer(current);
      if (!isObject(node)) return undefined;
      if (typeof node.$ref !== 'string') return { pointer: current, response: node };
      current = node.$ref;
    }
    return undefined;
  };

  const routes: Route[] = Object.entries(paths).flatMap(([template, item]) =>
    isObject(item) ? [{ template, segments: template.split('/').filter(Boolean), item }] : [],
  );

  // Union types (`type: [string, integer]`) are how the contract says "either revision's answer".
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addVocabulary(OPENAPI_KEYWORDS);
  // The whole document is registered once so that `#/components/schemas/…` resolves from any subschema.
  ajv.addSchema(root, DOC_ID);

  // Compile every JSON response schema up front: a schema Ajv cannot compile fails loudly here.
  const validators = new Map<string, ValidateFunction>();
  const schemaValidator = (schemaPointer: string): ValidateFunction => {
    let validate = validators.get(schemaPointer);
    if (!validate) {
      const uri = `${DOC_ID}#${schemaPointer.slice(1)}`;
      validate = ajv.getSchema(uri);
      if (!validate) throw new Error(`createResponseValidator: cannot resolve schema ${schemaPointer}`);
      validators.set(schemaPointer, validate);
    }
    return validate;
  };
  for (const route of routes) {
    for (const method of HTTP_METHODS) {
      const operation = route.item[method];
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      for (const status of Object.keys(operation.responses)) {
        const resolved = resolveResponse(responsePointer(route.template, method, status));
        if (resolved && isObject(resolved.response.content) && isObject(resolved.response.content[JSON_MEDIA_TYPE])) {
          schemaValidator(`${resolved.pointer}/content/${escapePointerToken(JSON_MEDIA_TYPE)}/schema`);
        }
      }
    }
  }

  return ({ method, path, status, body }) => {
    const verb = method.toLowerCase();
    const concretePath = stripPath(path, options.basePath);
    const label = `${method.toUpperCase()} ${concretePath} → ${status}`;

    const matching = routes.filter((route) => matchesTemplate(route.segments, concretePath));
    if (matching.length === 0) return [`${label}: no path in the contract matches ${concretePath}`];
    const withMethod = matching.filter((route) => isObject(route.item[verb]));
    const route = pickMostSpecific(withMethod);
    if (!route) {
      const allowed = [...new Set(matching.flatMap((r) => HTTP_METHODS.filter((m) => isObject(r.item[m]))))];
      return [
        `${label}: ${matching[0]?.template ?? concretePath} has no ${method.toUpperCase()} operation (only ${allowed.join(', ').toUpperCase()})`,
      ];
    }

    const operation = route.item[verb];
    const responses = isObject(operation) && isObject(operation.responses) ? operation.responses : {};
    const statusKey = pickStatusKey(Object.keys(responses), status);
    if (statusKey === undefined) {
      return [
        `${label}: status ${status} is not a documented response of ${verb.toUpperCase()} ${route.template} (documented: ${Object.keys(responses).join(', ')})`,
      ];
    }
    const where = `${label} (${verb.toUpperCase()} ${route.template}, response ${statusKey})`;
    const resolved = resolveResponse(responsePointer(route.template, verb, statusKey));
    if (!resolved) return [`${where}: the response object does not resolve`];

    const hasBody = body !== undefined && body !== '';
    const content = isObject(resolved.response.content) ? resolved.response.content : undefined;
    if (status === 204 || content === undefined) {
      return hasBody ? [`${where}: must have no body, got ${preview(body)}`] : [];
    }
    if (!isObject(content[JSON_MEDIA_TYPE])) {
      return [`${where}: the contract gives no ${JSON_MEDIA_TYPE} body for this response`];
    }
    if (!hasBody) {
      return resolved.response['x-body-optional'] === true ? [] : [`${where}: expected a JSON body, got none`];
    }

    const validate = schemaValidator(`${resolved.pointer}/content/${escapePointerToken(JSON_MEDIA_TYPE)}/schema`);
    if (validate(body)) return [];
    return (validate.errors ?? []).map((error) => `${where}: ${describeError(error)}`);
  };
}

function responsePointer(template: string, method: string, status: string): string {
  return `#/paths/${escapePointerToken(template)}/${method}/responses/${escapePointerToken(status)}`;
}

function stripPath(path: string, basePath: string | undefined): string {
  let result = path.replace(/[?#].*$/, '');
  if (/^https?:\/\//i.test(result)) result = new URL(result).pathname;
  const base = basePath?.replace(/\/+$/, '');
  if (base && (result === base || result.startsWith(`${base}/`))) result = result.slice(base.length);
  return result === '' ? '/' : result;
}

function matchesTemplate(templateSegments: string[], path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  if (segments.length !== templateSegments.length) return false;
  return templateSegments.every((tpl, i) => {
    const raw = segments[i];
    if (raw === undefined) return false;
    if (/^\{[^}]+\}$/.test(tpl)) return raw.length > 0;
    let segment = raw;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      // A malformed escape is compared as written.
    }
    return segment === tpl;
  });
}

/** A literal segment beats a template parameter at the first position where candidates differ. */
function pickMostSpecific(routes: Route[]): Route | undefined {
  const isParam = (segment: string | undefined): boolean => segment !== undefined && segment.startsWith('{');
  return [...routes].sort((a, b) => {
    for (let i = 0; i < a.segments.length; i += 1) {
      const diff = Number(isParam(a.segments[i])) - Number(isParam(b.segments[i]));
      if (diff !== 0) return diff;
    }
    return 0;
  })[0];
}

/**
 * Exact status, then its range (`4XX`), then `default`. `default` is read as errors only, so a
 * status below 400 never falls back to it: an undocumented success status is reported as such
 * instead of as "not an error body".
 */
function pickStatusKey(keys: string[], status: number): string | undefined {
  const exact = String(status);
  if (keys.includes(exact)) return exact;
  const range = keys.find((key) => key.toUpperCase() === `${exact.charAt(0)}XX`);
  if (range !== undefined) return range;
  return status >= 400 && keys.includes('default') ? 'default' : undefined;
}

function describeError(error: ErrorObject): string {
  const at = `body${error.instancePath}`;
  const params: unknown = error.params;
  if (error.keyword === 'required' && isObject(params) && typeof params.missingProperty === 'string') {
    return `${at} is missing required property "${params.missingProperty}"`;
  }
  if (error.keyword === 'enum' && isObject(params) && Array.isArray(params.allowedValues)) {
    return `${at} must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  if (error.keyword === 'false schema') return `${at} must not be present`;
  return `${at} ${error.message ?? `fails ${error.keyword}`}`;
}

function preview(body: unknown): string {
  let text: string;
  try {
    text = typeof body === 'string' ? body : JSON.stringify(body);
  } catch {
    text = String(body);
  }
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
