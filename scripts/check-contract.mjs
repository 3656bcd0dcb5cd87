#!/usr/bin/env node
// Checks src/api/openapi.yaml against the spec's list of 23 operations and checks that
// src/api/schema.gen.ts is what openapi-typescript generates from it today.
// Run by `npm run check:contract` (part of `npm test`). Exit 1 with a list of problems on failure.
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SPEC_FILE = 'src/api/openapi.yaml';
const TYPES_FILE = 'src/api/schema.gen.ts';
const CLI = path.join(ROOT, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');

/** The 23 endpoints of cloud-api-1.2.0.md, section 4, in the spec's order. */
const SPEC_OPERATIONS = [
  'POST /ssh_keys', // 1
  'GET /ssh_keys', // 2
  'PATCH /ssh_keys/{ssh_key_id}', // 3
  'POST /startup_scripts', // 4
  'GET /startup_scripts', // 5
  'DELETE /startup_scripts/{script_id}', // 6
  'POST /network/firewalls', // 7
  'GET /network/firewalls/{firewall_id}', // 8
  'POST /network/firewalls/{firewall_id}/rules', // 9
  'PATCH /network/firewalls/{firewall_id}/rules/{rule_id}', // 10
  'GET /network/vpcs/{vpc_id}', // 11
  'PATCH /network/vpcs/{vpc_id}', // 12
  'POST /network/reserved_ips/convert', // 13
  'GET /network/reserved_ips', // 14
  'GET /network/reserved_ips/{reserved_ip_id}', // 15
  'DELETE /network/reserved_ips/{reserved_ip_id}', // 16
  'POST /vm/{vm_id}/{action}', // 17
  'POST /vm/{vm_id}/vnc', // 18
  'POST /object-storage/{service_id}/buckets', // 19
  'GET /object-storage/{service_id}/buckets/{bucket_name}/access_keys', // 20
  'GET /instance_types', // 21
  'GET /os_templates', // 22
  'GET /backups', // 23
];

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

function checkDocument(doc) {
  if (!isObject(doc)) {
    fail(`${SPEC_FILE} is not a YAML mapping`);
    return { spec: 0, extension: 0 };
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
    return { spec: 0, extension: 0 };
  }

  checkRefs(doc);

  const specSet = new Set(SPEC_OPERATIONS);
  if (specSet.size !== 23) fail(`internal: the spec list has ${specSet.size} distinct entries, not 23`);
  const seenSpec = new Set();
  const operationIds = new Map();
  let extension = 0;

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
        if (!/^[a-z][a-zA-Z0-9]*$/.test(op.operationId)) fail(`${key}: operationId "${op.operationId}" is not camelCase`);
        const other = operationIds.get(op.operationId);
        if (other) fail(`${key}: operationId "${op.operationId}" is also used by ${other}`);
        operationIds.set(op.operationId, key);
      }

      // x-extension: absent on exactly the 23 spec operations, `true` on every other one.
      const hasFlag = Object.prototype.hasOwnProperty.call(op, 'x-extension');
      if (specSet.has(key)) {
        seenSpec.add(key);
        if (hasFlag) fail(`${key}: is spec endpoint ${SPEC_OPERATIONS.indexOf(key) + 1} and must not carry x-extension`);
      } else {
        extension += 1;
        if (op['x-extension'] !== true) {
          fail(`${key}: is not one of the spec's 23 operations, so it needs x-extension: true`);
        }
      }

      // Every {param} of the template is declared as a required path parameter.
      const params = [...pathLevelParams, ...(Array.isArray(op.parameters) ? op.parameters : [])].map((p) => deref(doc, p));
      for (const [, name] of template.matchAll(/\{([^}]+)\}/g)) {
        const declared = params.find((p) => isObject(p) && p.in === 'path' && p.name === name);
        if (!declared) fail(`${key}: path parameter {${name}} is not declared`);
        else if (declared.required !== true) fail(`${key}: path parameter {${name}} must be required`);
      }

      // Responses: at least one 2xx; every 4xx/5xx/default carries the Error schema.
      if (!isObject(op.responses) || Object.keys(op.responses).length === 0) {
        fail(`${key}: has no responses`);
        continue;
      }
      if (!Object.keys(op.responses).some((status) => /^2(\d\d|XX)$/.test(status))) {
        fail(`${key}: has no success response`);
      }
      for (const [status, rawResponse] of Object.entries(op.responses)) {
        if (!/^([1-5](\d\d|XX)|default)$/.test(status)) fail(`${key}: invalid response status "${status}"`);
        if (!/^([45]|default)/.test(status)) continue;
        const response = deref(doc, rawResponse);
        const schema = response?.content?.['application/json']?.schema;
        if (!isObject(schema) || schema.$ref !== ERROR_SCHEMA_REF) {
          fail(`${key}: response ${status} must have an application/json body of ${ERROR_SCHEMA_REF}`);
        }
      }
    }
  }

  for (const key of SPEC_OPERATIONS) {
    if (!seenSpec.has(key)) fail(`spec endpoint ${SPEC_OPERATIONS.indexOf(key) + 1} (${key}) is missing from ${SPEC_FILE}`);
  }
  return { spec: seenSpec.size, extension };
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
  const results = await core.lint({ ref: path.join(ROOT, SPEC_FILE), config });
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
  doc = parse(readFileSync(path.join(ROOT, SPEC_FILE), 'utf8'));
} catch (error) {
  console.error(`contract: cannot read ${SPEC_FILE}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const counts = checkDocument(doc);
await lintStructure();
const typesOk = problems.length === 0 ? checkGeneratedTypes() : false;

if (problems.length > 0) {
  console.error(`contract: ${problems.length} problem(s) in ${SPEC_FILE} / ${TYPES_FILE}:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  if (!typesOk && !problems.some((p) => p.includes('npm run gen:api'))) {
    console.error('  (types were not compared; fix the document, then run npm run gen:api)');
  }
  process.exit(1);
}
console.log(`contract: ${counts.spec} spec operations + ${counts.extension} extension operations, types up to date`);
