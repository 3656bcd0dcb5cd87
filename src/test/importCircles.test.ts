import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles } from './moduleGraph';

/** The modules of a folder of src/, tests left out (a test may import what it tests from anywhere). */
const modulesOf = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(folder, name));

describe('src/api', () => {
  it('has no circle of imports: its modules import one another one way only, types and import() included', () => {
    const circles = importCircles(modulesOf('src/api')).map((circle) =>
      circle.map((file) => relative('src/api', file)),
    );
    expect(circles).toEqual([]);
  });
});
