import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYERS } from '../../scripts/layers.js';

const foldersOf = (folder: string) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

describe('the declared layers (scripts/layers.js)', () => {
  it('are the folders of src/: each feature is one, src/test holds the test helpers', () => {
    const declared = Object.keys(LAYERS).filter((name) => name !== 'feature' && name !== 'entry');
    expect(foldersOf('src')).toEqual([...declared, 'features', 'test'].sort());
  });

  it('name every subfolder of a layer that declares its folders, and no folder that is not there', () => {
    for (const [name, layer] of Object.entries(LAYERS)) {
      if (layer.folders === undefined) continue;
      expect(foldersOf(join('src', name)), name).toEqual(Object.keys(layer.folders).sort());
    }
  });
});
