import { describe, expect, it } from 'vitest';
import { itAnswers } from '../test/answerTables';
import { isWindowsFamily, templatesByFamily } from './osFamily';

describe('templatesByFamily', () => {
  it('puts each template under its family’s heading, headings and names in order, alike codes together', () => {
    const groups = templatesByFamily([
      { id: 2, name: 'Ubuntu 24.04', family: 'ubuntu' },
      { id: 1, name: 'Debian 12', family: 'debian' },
      { id: 3, name: 'Ubuntu 22.04', family: 'ubuntu' },
      { id: 4, name: 'Oddity', family: 'oddos' },
      { id: 5, name: 'Rocky 9', family: 'rocky' },
      { id: 6, name: 'Rocky 8', family: 'RockyLinux' },
      { id: 7, name: 'Mystery', family: ' ' },
    ]);
    expect(groups.map((group) => [group.label, group.templates.map((t) => t.id)])).toEqual([
      ['Debian', [1]],
      ['Oddos', [4]],
      ['Other', [7]],
      ['Rocky Linux', [6, 5]],
      ['Ubuntu', [3, 2]],
    ]);
  });
});

describe('isWindowsFamily', () => {
  itAnswers(isWindowsFamily, 'knows the windows family however it is written, and nothing else: %j → %s', [
    ['windows', true],
    [' Windows ', true],
    ['ubuntu', false],
    ['', false],
  ]);
});
