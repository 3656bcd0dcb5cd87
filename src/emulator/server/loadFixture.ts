import { readFile } from 'node:fs/promises';
import type { Fixture } from '../core';
import { validateFixture } from './validateFixture';

/** A fixture file that cannot be used, with every reason on its own line. */
export class FixtureFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`Fixture ${file} cannot be used:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'FixtureFileError';
  }
}

export async function loadFixtureFile(file: string): Promise<Fixture> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new FixtureFileError(file, [
      `cannot read the file (${error instanceof Error ? error.message : String(error)})`,
    ]);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new FixtureFileError(file, [`not valid JSON (${error instanceof Error ? error.message : String(error)})`]);
  }
  const result = validateFixture(value);
  if (!result.ok) throw new FixtureFileError(file, result.problems);
  return result.fixture;
}
