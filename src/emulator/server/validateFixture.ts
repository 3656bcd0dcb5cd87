import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Fixture } from '../core';
import { findFixtureProblems } from '../core/fixtureConsistency';
import { fixtureSchema } from './fixtureSchema';

export type FixtureValidation = { ok: true; fixture: Fixture } | { ok: false; problems: string[] };

// ajv-formats is CommonJS: depending on the loader its default export arrives as the function
// itself or as `{ default: function }`.
type AddFormats = (ajv: Ajv) => Ajv;
const addFormats =
  (addFormatsModule as unknown as { default?: AddFormats }).default ?? (addFormatsModule as unknown as AddFormats);

const ajv = new Ajv({ allErrors: true, strict: true });
addFormats(ajv);
const matchesSchema = ajv.compile<Fixture>(fixtureSchema);

/** `/teams/0/vms/1/ram` → `teams[0].vms[1].ram`, the way the FIXTURES.md examples are written. */
function readablePath(instancePath: string): string {
  const path = instancePath
    .split('/')
    .slice(1)
    .map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : `.${segment.replace(/~1/g, '/').replace(/~0/g, '~')}`))
    .join('');
  return path.startsWith('.') ? path.slice(1) : path === '' ? '(top level)' : path;
}

function describe(error: ErrorObject): string {
  const where = readablePath(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `${where}: unknown field "${String(params['additionalProperty'])}"`;
    case 'required':
      return `${where}: missing field "${String(params['missingProperty'])}"`;
    case 'enum':
      return `${where}: must be one of ${JSON.stringify(params['allowedValues'])}`;
    default:
      return `${where}: ${error.message ?? 'is not valid'}`;
  }
}

/** Shape first (types, required and unknown fields), then cross-references. */
export function validateFixture(value: unknown): FixtureValidation {
  if (!matchesSchema(value)) {
    const problems = (matchesSchema.errors ?? []).map(describe);
    return { ok: false, problems: [...new Set(problems)] };
  }
  const problems = findFixtureProblems(value);
  return problems.length === 0 ? { ok: true, fixture: value } : { ok: false, problems };
}
