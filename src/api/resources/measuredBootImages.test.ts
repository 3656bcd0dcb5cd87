import { describe, expect, it } from 'vitest';
import { measuredBootForm } from './measuredBootImages';
import { DEFAULT_TEAM } from './team';

describe('measuredBootForm', () => {
  it('holds the file, and the team and description only when there are any', () => {
    const file = new File(['uki'], 'debian.efi');
    const full = measuredBootForm('t1', { file, description: 'debian 12' });
    expect(full.get('team_id')).toBe('t1');
    expect(full.get('description')).toBe('debian 12');
    expect((full.get('file') as File).name).toBe('debian.efi');

    const bare = measuredBootForm(DEFAULT_TEAM, { file, description: '' });
    expect([...bare.keys()]).toEqual(['file']);
  });
});
