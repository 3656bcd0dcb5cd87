import { describe, expect, it } from 'vitest';
import { isBlankName } from '../../../lib/text';
import { namePart, suggestedVmName } from './suggestedName';

describe('suggestedVmName', () => {
  it('names what boots and where, numbered from 1', () => {
    expect(suggestedVmName({ boots: 'ubuntu', location: 'Amsterdam' }, [])).toBe('ubuntu-amsterdam-1');
  });

  it('takes the first number no VM of the team has, whatever its case or spaces', () => {
    const taken = ['ubuntu-amsterdam-1', ' Ubuntu-Amsterdam-2 ', 'ubuntu-amsterdam-4'];
    expect(suggestedVmName({ boots: 'ubuntu', location: 'Amsterdam' }, taken)).toBe('ubuntu-amsterdam-3');
  });

  it('says "vm" while nothing to boot is chosen, and leaves out a location not chosen yet', () => {
    expect(suggestedVmName({ boots: '', location: 'Frankfurt' }, [])).toBe('vm-frankfurt-1');
    expect(suggestedVmName({ boots: '', location: '' }, ['vm-1'])).toBe('vm-2');
    expect(suggestedVmName({ boots: 'debian', location: '' }, [])).toBe('debian-1');
  });

  it('keeps to lower-case letters, digits and hyphens, however the choices are written', () => {
    expect(suggestedVmName({ boots: 'before PHP upgrade!', location: 'São Paulo' }, [])).toBe(
      'before-php-upgrade-sao-paulo-1',
    );
    expect(suggestedVmName({ boots: '‮evil', location: '東京' }, [])).toBe('evil-1');
    const long = suggestedVmName({ boots: 'x'.repeat(300), location: 'y'.repeat(300) }, []);
    expect(long.length).toBeLessThanOrEqual(255);
    expect(isBlankName(long)).toBe(false);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('namePart', () => {
  it('turns text into a short hyphenated part, or nothing', () => {
    expect(namePart('Ubuntu 24.04 LTS')).toBe('ubuntu-24-04-lts');
    expect(namePart('  --  ')).toBe('');
    expect(namePart('a'.repeat(40))).toHaveLength(24);
  });
});
