import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { knownName } from './knownName';

describe('knownName', () => {
  it('takes the newest read: a stale list does not name a renamed VM by its old name', () => {
    const queryClient = new QueryClient();
    const list = ['team', 't1', 'vms', 'list'];
    const detail = ['team', 't1', 'vms', 'detail', 'vm-1'];
    queryClient.setQueryData(list, [{ id: 'vm-1', name: 'web-2' }], { updatedAt: 1000 });
    queryClient.setQueryData(detail, { id: 'vm-1', name: 'web-9' }, { updatedAt: 2000 });
    expect(knownName(queryClient, ['team', 't1', 'vms'], 'vm-1')).toBe('web-9');
  });
});
