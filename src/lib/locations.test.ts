import { describe, expect, it } from 'vitest';
import { chosenLocation, knownLocations } from './locations';

describe('locations', () => {
  it('offers each location once, in its first spelling, plus what the URL asked for', () => {
    expect(
      knownLocations([
        { location: 'Frankfurt' },
        { location: 'amsterdam' },
        { location: 'FRANKFURT' },
        { location: ' ' },
      ]),
    ).toEqual(['amsterdam', 'Frankfurt']);
    expect(knownLocations([{ location: 'Frankfurt' }], 'London')).toEqual(['Frankfurt', 'London']);
    expect(knownLocations([{ location: 'Frankfurt' }, {}, { location: null }])).toEqual(['Frankfurt']);
    expect(knownLocations([{ location: 'Frankfurt' }], 'frankfurt')).toEqual(['Frankfurt']);
  });

  it('shows the known spelling of a location typed in another case', () => {
    expect(chosenLocation(['Amsterdam', 'Frankfurt'], 'frankfurt')).toBe('Frankfurt');
    expect(chosenLocation(['Amsterdam'], 'Mars')).toBe('Mars');
  });
});
