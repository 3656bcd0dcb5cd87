import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { loadOpenApiDocument } from './responseValidator';

/** What `npm run check:contract` says of a changed copy of the contract. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCRIPT = path.join(ROOT, 'scripts', 'check-contract.mjs');
const dir = mkdtempSync(path.join(tmpdir(), 'check-contract-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Doc = { paths: Record<string, Record<string, Record<string, unknown>>> };
let copies = 0;

function check(change: (doc: Doc) => void, { lint = false } = {}): { ok: boolean; output: string } {
  const doc = structuredClone(loadOpenApiDocument()) as Doc;
  change(doc);
  copies += 1;
  const file = path.join(dir, `openapi-${copies}.yaml`);
  writeFileSync(file, stringify(doc));
  const args = [SCRIPT, '--spec', file, ...(lint ? [] : ['--no-lint'])];
  const run = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

const operation = (doc: Doc, template: string, method: string): Record<string, unknown> => {
  const op = doc.paths[template]?.[method];
  if (!op) throw new Error(`no ${method} ${template}`);
  return op;
};

describe('check-contract.mjs', { timeout: 30_000 }, () => {
  it('passes the contract as it is, structural lint included', () => {
    const { ok, output } = check(() => undefined, { lint: true });
    expect(output).toMatch(/23 spec endpoints \(27 operations\)/);
    expect(ok).toBe(true);
  });

  it('wants every spec endpoint marked, with its own number, on its own operation', () => {
    const unmarked = check((doc) => {
      delete operation(doc, '/vm/{vm_id}/reboot', 'post')['x-spec-endpoint'];
    });
    expect(unmarked.ok).toBe(false);
    expect(unmarked.output).toMatch(/POST \/vm\/\{vm_id\}\/reboot: is spec endpoint 17 and needs x-spec-endpoint: 17/);
    expect(unmarked.output).toMatch(/spec endpoint 17 \(POST \/vm\/\{vm_id\}\/reboot\) is missing/);

    const misplaced = check((doc) => {
      operation(doc, '/startup_scripts/{script_id}', 'get')['x-spec-endpoint'] = 5;
    });
    expect(misplaced.output).toMatch(
      /GET \/startup_scripts\/\{script_id\}: carries x-spec-endpoint 5, which is GET \/startup_scripts/,
    );
  });

  it('refuses x-extension and the action template beside the action paths', () => {
    const flagged = check((doc) => {
      operation(doc, '/teams', 'get')['x-extension'] = true;
    });
    expect(flagged.ok).toBe(false);
    expect(flagged.output).toMatch(/\/teams\/get\/x-extension: x-extension is gone/);

    const templated = check((doc) => {
      doc.paths['/vm/{vm_id}/{action}'] = structuredClone(doc.paths['/vm/{vm_id}/stop']!);
    });
    expect(templated.output).toMatch(/\/vm\/\{vm_id\}\/\{action\}: endpoint 17 is written as its five action paths/);
  });

  it('refuses x-console-unused on an operation the console calls', () => {
    const result = check((doc) => {
      operation(doc, '/snapshots', 'get')['x-console-unused'] = true;
    });
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(
      /GET \/snapshots: marked x-console-unused but src\/api\/resources\/snapshots\.ts calls it/,
    );
  });

  it('wants a 2xx answer, the generic statuses and an error body on every operation', () => {
    const result = check((doc) => {
      const responses = operation(doc, '/isos', 'get')['responses'] as Record<string, unknown>;
      delete responses['200'];
      delete responses['503'];
      const rules = operation(doc, '/network/firewalls/{firewall_id}/rules', 'get')['responses'] as Record<
        string,
        unknown
      >;
      rules['404'] = { description: 'No body at all.' };
    });
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/GET \/isos: has no 2xx response/);
    expect(result.output).toMatch(/GET \/isos: lacks the generic 503 response/);
    expect(result.output).toMatch(
      /GET \/network\/firewalls\/\{firewall_id\}\/rules: response 404 must have an application\/json body/,
    );
  });
});
