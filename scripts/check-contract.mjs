#!/usr/bin/env node
// Checks src/api/openapi.yaml: the spec's 23 endpoints each marked `x-spec-endpoint` on the right
// operation, every operation with a 2xx answer and the generic error statuses, every error with an
// error body, and src/api/schema.gen.ts being what openapi-typescript generates from it today.
// `--spec <file>` checks another copy of the document instead, without the types, and `--no-lint`
// skips the structural lint (both for the checker's own tests).
// Run by `npm run check:contract` (part of `npm test`). Exit 1 with a list of problems on failure.
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const specArg = process.argv.indexOf('--spec');
const OTHER_SPEC = specArg === -1 ? undefined : process.argv[specArg + 1];
const SPEC_FILE = OTHER_SPEC ?? 'src/api/openapi.yaml';
const SPEC_PATH = path.resolve(ROOT, SPEC_FILE);
const LINT = !process.argv.includes('--no-lint');
const TYPES_FILE = 'src/api/schema.gen.ts';
const CLI = path.join(ROOT, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');

/**
 * The 23 endpoints of the console's specification (v1.2.0), by number. Each operation of
 * the contract that is one of them carries `x-spec-endpoint: <number>`. Endpoint 17 is the template
 * `POST /vm/{vm_id}/{action}`; the contract writes it as the five paths it expands to, each marked 17.
 */
const SPEC_ENDPOINTS = {
  1: ['POST /ssh_keys'],
  2: ['GET /ssh_keys'],
  3: ['PATCH /ssh_keys/{ssh_key_id}'],
  4: ['POST /startup_scripts'],
  5: ['GET /startup_scripts'],
  6: ['DELETE /startup_scripts/{script_id}'],
  7: ['POST /network/firewalls'],
  8: ['GET /network/firewalls/{firewall_id}'],
  9: ['POST /network/firewalls/{firewall_id}/rules'],
  10: ['PATCH /network/firewalls/{firewall_id}/rules/{rule_id}'],
  11: ['GET /network/vpcs/{vpc_id}'],
  12: ['PATCH /network/vpcs/{vpc_id}'],
  13: ['POST /network/reserved_ips/convert'],
  14: ['GET /network/reserved_ips'],
  15: ['GET /network/reserved_ips/{reserved_ip_id}'],
  16: ['DELETE /network/reserved_ips/{reserved_ip_id}'],
  17: ['stop', 'reboot', 'snapshot', 'enable-bgp', 'disable-bgp'].map((action) => `POST /vm/{vm_id}/${action}`),
  18: ['POST /vm/{vm_id}/vnc'],
  19: ['POST /object-storage/{service_id}/buckets'],
  20: ['GET /object-storage/{service_id}/buckets/{bucket_name}/access_keys'],
  21: ['GET /instance_types'],
  22: ['GET /os_templates'],
  23: ['GET /backups'],
};
/** Endpoint 17 as the specification writes it; the contract must not also carry the template. */
const ACTION_TEMPLATE = '/vm/{vm_id}/{action}';
/** Statuses every operation lists: the generic conditions (401 only where a token is required). */
const GENERIC_STATUSES = ['429', '502', '503', '504'];

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const ERROR_SCHEMA_REF = '#/components/schemas/Error';

const problems = [];
const fail = (message) => problems.push(message);

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Resolves a local JSON pointer (`#/a/b`) in the document; undefined when it does not resolve. */
function resolvePointer(doc, ref) {
  if (typeof ref !== 'string' || !ref.startsWith('#')) return undefined;
  if (ref === '#') return doc;
  if (!ref.startsWith('#/')) return undefined;
  let node = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    if (!Object.prototype.hasOwnProperty.call(node, key)) return undefined;
    node = node[key];
  }
  return node;
}

/** Follows `$ref` chains (for response, parameter and schema objects). */
function deref(doc, node) {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops += 1) {
    if (hops > 20) return undefined;
    current = resolvePointer(doc, current.$ref);
  }
  return current;
}

function checkRefs(doc) {
  let count = 0;
  const walk = (node, where) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, `${where}/${i}`));
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref') {
        count += 1;
        if (typeof value !== 'string' || !value.startsWith('#/')) {
          fail(`${where}: $ref ${JSON.stringify(value)} is not a local reference`);
        } else if (resolvePointer(doc, value) === undefined) {
          fail(`${where}: $ref ${value} does not resolve`);
        }
      } else {
        walk(value, `${where}/${key}`);
      }
    }
  };
  walk(doc, '#');
  return count;
}

/** Where a key appears anywhere in the document, as JSON pointers. */
function findKey(node, key, where = '#', found = []) {
  if (Array.isArray(node)) node.forEach((item, i) => findKey(item, key, `${where}/${i}`, found));
  else if (isObject(node)) {
    for (const [name, value] of Object.entries(node)) {
      if (name === key) found.push(`${where}/${name}`);
      findKey(value, key, `${where}/${name}`, found);
    }
  }
  return found;
}

/**
 * An error response's body: the shared Error schema, or an inline object that requires `err` and
 * enumerates the documented codes.
 */
function isErrorBodySchema(doc, schema) {
  if (!isObject(schema)) return false;
  if (schema.$ref === ERROR_SCHEMA_REF) return true;
  const resolved = deref(doc, schema);
  const err = resolved?.properties?.err;
  return (
    isObject(resolved) &&
    resolved.type === 'object' &&
    Array.isArray(resolved.required) &&
    resolved.required.includes('err') &&
    isObject(err) &&
    err.type === 'string' &&
    Array.isArray(err.enum) &&
    err.enum.length > 0 &&
    err.enum.every((code) => typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code))
  );
}

function checkDocument(doc) {
  const counts = { spec: 0, specOperations: 0, other: 0, unused: 0 };
  if (!isObject(doc)) {
    fail(`${SPEC_FILE} is not a YAML mapping`);
    return counts;
  }
  if (typeof doc.openapi !== 'string' || !/^3\.1\.\d+$/.test(doc.openapi)) {
    fail(`openapi must be 3.1.x, found ${JSON.stringify(doc.openapi)}`);
  }
  if (!isObject(doc.info) || doc.info.version !== '1.2.0') {
    fail(`info.version must be "1.2.0", found ${JSON.stringify(doc.info?.version)}`);
  }
  if (!Array.isArray(doc.security) || !doc.security.some((req) => isObject(req) && 'bearerAuth' in req)) {
    fail('the global security requirement must use bearerAuth');
  }
  const scheme = doc.components?.securitySchemes?.bearerAuth;
  if (!isObject(scheme) || scheme.type !== 'http' || scheme.scheme !== 'bearer') {
    fail('components.securitySchemes.bearerAuth must be an http bearer scheme');
  }
  if (!isObject(doc.paths)) {
    fail('paths is missing');
    return counts;
  }

  checkRefs(doc);
  for (const where of findKey(doc, 'x-extension')) {
    fail(
      `${where}: x-extension is gone; mark one of the 23 with x-spec-endpoint, an operation the console does not call with x-console-unused`,
    );
  }
  if (Object.prototype.hasOwnProperty.call(doc.paths, ACTION_TEMPLATE)) {
    fail(`${ACTION_TEMPLATE}: endpoint 17 is written as its five action paths; drop the template`);
  }

  const expected = new Map();
  for (const [number, keys] of Object.entries(SPEC_ENDPOINTS))
    for (const key of keys) expected.set(key, Number(number));
  if (Object.keys(SPEC_ENDPOINTS).length !== 23) fail('internal: the spec table does not list 23 endpoints');
  const seenSpec = new Map();
  const operationIds = new Map();

  for (const [template, rawItem] of Object.entries(doc.paths)) {
    const item = deref(doc, rawItem);
    if (!isObject(item)) {
      fail(`${template}: path item is not an object`);
      continue;
    }
    const pathLevelParams = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const op = item[method];
      if (op === undefined) continue;
      const key = `${method.toUpperCase()} ${template}`;
      if (!isObject(op)) {
        fail(`${key}: operation is not an object`);
        continue;
      }

      // operationId: present, camelCase, unique.
      if (typeof op.operationId !== 'string' || op.operationId === '') {
        fail(`${key}: operationId is missing`);
      } else {
        if (!/^[a-z][a-zA-Z0-9]*$/.test(op.operationId))
          fail(`${key}: operationId "${op.operationId}" is not camelCase`);
        const other = operationIds.get(op.operationId);
        if (other) fail(`${key}: operationId "${op.operationId}" is also used by ${other}`);
        operationIds.set(op.operationId, key);
      }

      // x-spec-endpoint: on exactly the operations of the spec's table, with their number.
      const hasNumber = Object.prototype.hasOwnProperty.call(op, 'x-spec-endpoint');
      const number = op['x-spec-endpoint'];
      const want = expected.get(key);
      if (hasNumber) {
        if (!Number.isInteger(number) || number < 1 || number > 23) {
          fail(`${key}: x-spec-endpoint must be an integer from 1 to 23, found ${JSON.stringify(number)}`);
        } else if (want !== number) {
          const right = SPEC_ENDPOINTS[number].join(' or ');
          fail(`${key}: carries x-spec-endpoint ${number}, which is ${right}`);
        } else {
          seenSpec.set(key, number);
        }
      } else if (want !== undefined) {
        fail(`${key}: is spec endpoint ${want} and needs x-spec-endpoint: ${want}`);
      }
      if (!hasNumber) counts.other += 1;

      // x-console-unused: `true` when present, never on one of the 23.
      if (Object.prototype.hasOwnProperty.call(op, 'x-console-unused')) {
        if (op['x-console-unused'] !== true) fail(`${key}: x-console-unused must be true when present`);
        else if (hasNumber) fail(`${key}: a spec endpoint is used by the console; drop x-console-unused`);
        else counts.unused += 1;
      }

      // Every {param} of the template is declared as a required path parameter.
      const params = [...pathLevelParams, ...(Array.isArray(op.parameters) ? op.parameters : [])].map((p) =>
        deref(doc, p),
      );
      for (const [, name] of template.matchAll(/\{([^}]+)\}/g)) {
        const declared = params.find((p) => isObject(p) && p.in === 'path' && p.name === name);
        if (!declared) fail(`${key}: path parameter {${name}} is not declared`);
        else if (declared.required !== true) fail(`${key}: path parameter {${name}} must be required`);
      }

      // Responses: at least one 2xx status; the generic conditions; every error carries an error body.
      if (!isObject(op.responses) || Object.keys(op.responses).length === 0) {
        fail(`${key}: has no responses`);
        continue;
      }
      const statuses = Object.keys(op.responses);
      if (!statuses.some((status) => /^2\d\d$/.test(status))) fail(`${key}: has no 2xx response`);
      const needsToken = !(Array.isArray(op.security) && op.security.length === 0);
      for (const status of [...(needsToken ? ['401'] : []), ...GENERIC_STATUSES]) {
        if (!statuses.includes(status)) fail(`${key}: lacks the generic ${status} response`);
      }
      for (const [status, rawResponse] of Object.entries(op.responses)) {
        if (!/^[1-5]\d\d$/.test(status)) fail(`${key}: response "${status}" must be an exact status`);
        const response = deref(doc, rawResponse);
        if (!isObject(response)) {
          fail(`${key}: response ${status} does not resolve`);
          continue;
        }
        const optional = response['x-body-optional'];
        if (optional !== undefined && (optional !== true || !isObject(response.content))) {
          fail(`${key}: response ${status}: x-body-optional must be true, and only on a response with content`);
        }
        if (!/^[45]/.test(status)) continue;
        const schema = response.content?.['application/json']?.schema;
        if (!isErrorBodySchema(doc, schema)) {
          fail(
            `${key}: response ${status} must have an application/json body of ${ERROR_SCHEMA_REF} or an object requiring an enumerated err`,
          );
        }
      }
    }
  }

  for (const [number, keys] of Object.entries(SPEC_ENDPOINTS)) {
    const missing = keys.filter((key) => !seenSpec.has(key));
    if (missing.length > 0) fail(`spec endpoint ${number} (${missing.join(', ')}) is missing from ${SPEC_FILE}`);
    else counts.spec += 1;
  }
  counts.specOperations = seenSpec.size;
  return counts;
}

/** The console's API modules: where it calls operations (`api().GET('/path', …)`). */
const API_DIR = path.join(ROOT, 'src', 'api');

/**
 * `x-console-unused` must not lie: an operation the console's API modules call is not unused. Calls
 * are found by their literal path; a path built at run time (`${…}`) cannot be told, so it is skipped.
 */
function checkUnusedMarks(doc) {
  const calls = [];
  for (const name of readdirSync(API_DIR, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name) || name.endsWith('.gen.ts')) continue;
    const text = readFileSync(path.join(API_DIR, name), 'utf8');
    for (const [, method, called] of text.matchAll(/\.(GET|PUT|POST|PATCH|DELETE)\(\s*['`]([^'`]+)['`]/g)) {
      if (!called.includes('${')) calls.push({ method, path: called, at: path.join('src', 'api', name) });
    }
  }
  for (const [template, item] of Object.entries(doc.paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op) || op['x-console-unused'] !== true) continue;
      const caller = calls.find((call) => call.method === method.toUpperCase() && call.path === template);
      if (caller) fail(`${method.toUpperCase()} ${template}: marked x-console-unused but ${caller.at} calls it`);
    }
  }
}

/**
 * OpenAPI structure (unknown or misplaced fields, wrong types) via Redocly's linter, the one
 * openapi-typescript bundles with. It catches YAML slips such as a comma in an unquoted flow-style
 * description silently becoming a property. Only errors fail; style warnings are ignored.
 */
async function lintStructure() {
  const requireFromGenerator = createRequire(path.join(ROOT, 'node_modules', 'openapi-typescript', 'package.json'));
  let core;
  try {
    core = await import(pathToFileURL(requireFromGenerator.resolve('@redocly/openapi-core')).href);
  } catch {
    console.warn('contract: @redocly/openapi-core not found next to openapi-typescript; structural lint skipped');
    return;
  }
  const config = await core.createConfig({ extends: ['minimal'] });
  const results = await core.lint({ ref: SPEC_PATH, config });
  for (const result of results) {
    if (result.severity !== 'error') continue;
    const where = result.location?.[0]?.pointer ?? '';
    fail(`lint ${result.ruleId}: ${result.message} ${where}`.trim());
  }
}

function checkGeneratedTypes() {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-'));
  const out = path.join(dir, 'schema.gen.ts');
  try {
    const run = spawnSync(process.execPath, [CLI, SPEC_FILE, '-o', out], { cwd: ROOT, encoding: 'utf8' });
    if (run.status !== 0) {
      fail(`openapi-typescript failed on ${SPEC_FILE}:\n${run.stderr || run.stdout}`);
      return false;
    }
    const fresh = readFileSync(out, 'utf8');
    let committed;
    try {
      committed = readFileSync(path.join(ROOT, TYPES_FILE), 'utf8');
    } catch {
      fail(`${TYPES_FILE} does not exist: run npm run gen:api`);
      return false;
    }
    if (fresh !== committed) {
      const a = committed.split('\n');
      const b = fresh.split('\n');
      const line = a.findIndex((text, i) => text !== b[i]);
      const at = line === -1 ? Math.min(a.length, b.length) + 1 : line + 1;
      fail(`${TYPES_FILE} is out of date with ${SPEC_FILE} (first difference at line ${at}): run npm run gen:api`);
      return false;
    }
    return true;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let doc;
try {
  doc = parse(readFileSync(SPEC_PATH, 'utf8'));
} catch (error) {
  console.error(`contract: cannot read ${SPEC_FILE}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const counts = checkDocument(doc);
if (isObject(doc) && isObject(doc.paths)) checkUnusedMarks(doc);
if (LINT) await lintStructure();
const typesOk = problems.length === 0 && OTHER_SPEC === undefined ? checkGeneratedTypes() : false;

if (problems.length > 0) {
  console.error(`contract: ${problems.length} problem(s) in ${SPEC_FILE} / ${TYPES_FILE}:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  if (!typesOk && OTHER_SPEC === undefined && !problems.some((p) => p.includes('npm run gen:api'))) {
    console.error('  (types were not compared; fix the document, then run npm run gen:api)');
  }
  process.exit(1);
}
console.log(
  `contract: ${counts.spec} spec endpoints (${counts.specOperations} operations) + ${counts.other} other documented operations ` +
    `(${counts.unused} not used by the console yet), ${OTHER_SPEC === undefined ? 'types up to date' : 'types not compared'}`,
);
