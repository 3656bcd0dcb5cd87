import { describe, expect, it } from 'vitest';
import { distinctTeamLabel } from './teamLabels';

describe('distinctTeamLabel', () => {
  it('drops the words every team name starts with, so a narrow switcher tells them apart', () => {
    const names = ['Acme Production', 'Acme Staging'];
    expect(distinctTeamLabel('Acme Production', names)).toBe('Production');
    expect(distinctTeamLabel('Acme Staging', names)).toBe('Staging');
  });

  it('keeps the whole name when nothing is shared, a name would be left empty, or there is one team', () => {
    expect(distinctTeamLabel('Acme', ['Acme', 'Acme Labs'])).toBe('Acme');
    expect(distinctTeamLabel('Globex', ['Globex', 'Initech'])).toBe('Globex');
    expect(distinctTeamLabel('Acme Production', ['Acme Production'])).toBe('Acme Production');
  });

  it('shares whole words only, and any number of them', () => {
    const names = ['Acme Corp EU', 'Acme Corp US', 'Acme Corp Asia'];
    expect(distinctTeamLabel('Acme Corp Asia', names)).toBe('Asia');
    expect(distinctTeamLabel('Acmeish One', ['Acmeish One', 'Acme Two'])).toBe('Acmeish One');
  });
});
