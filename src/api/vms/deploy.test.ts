import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE, setupEmulatorApi } from '../../test/emulatorHarness';
import { createdVmId, deployVm, newVmIn } from './deploy';

const vm = (id: string, name: string, created_at?: string) => ({ id, name, ...(created_at ? { created_at } : {}) });

describe('createdVmId', () => {
  it('reads the id where live clients found it', () => {
    expect(createdVmId({ id: 'a' })).toBe('a');
    expect(createdVmId({ vm_id: 'b' })).toBe('b');
    expect(createdVmId({ vm: { id: 'c' } })).toBe('c');
    expect(createdVmId({ id: 42 })).toBe('42');
  });

  it('finds none in an empty or odd answer', () => {
    expect(createdVmId(undefined)).toBeNull();
    expect(createdVmId('')).toBeNull();
    expect(createdVmId({ id: '' })).toBeNull();
    expect(createdVmId({ vm: 'x' })).toBeNull();
  });
});

describe('newVmIn', () => {
  it('picks the VM with that name that was not listed before', () => {
    const before = new Set(['old']);
    expect(newVmIn([vm('old', 'web'), vm('new', 'web')], before, 'web')?.id).toBe('new');
    expect(newVmIn([vm('old', 'web'), vm('other', 'db')], before, 'web')).toBeUndefined();
  });

  it('on a name collision, picks the newest not present before', () => {
    const before = new Set(['old']);
    const listed = [
      vm('old', 'web', '2025-06-01T12:00:05Z'),
      vm('mine', 'web', '2025-06-01T12:00:03Z'),
      vm('earlier', 'web', '2025-06-01T12:00:01Z'),
    ];
    expect(newVmIn(listed, before, 'web')?.id).toBe('mine');
  });
});

describe('deployVm', () => {
  const api = setupEmulatorApi();
  const TEAM = 'default';
  let listed: ReturnType<typeof vm>[][] = [];
  let answer: () => Response = () => new HttpResponse(null, { status: 201 });
  const noWait = { attempts: 3, delayMs: 1, sleep: () => Promise.resolve() };

  beforeAll(() => api.start());
  afterAll(() => api.stop());
  beforeEach(() => {
    api.reset();
    api.server.use(
      http.get(`${API_BASE}/vm`, () => HttpResponse.json(listed.length > 1 ? listed.shift() : (listed[0] ?? []))),
      http.post(`${API_BASE}/vm`, () => answer()),
    );
  });

  it('takes the id from the body when there is one, without listing after', async () => {
    listed = [[vm('old', 'web')]];
    answer = () => HttpResponse.json({ vm_id: 'from-body' }, { status: 201 });
    await expect(deployVm(TEAM, { name: 'web' }, noWait)).resolves.toEqual({ vmId: 'from-body' });
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /vm', 'POST /vm']);
  });

  it('finds a body-less deploy by the list before and after, asking again until it shows', async () => {
    listed = [[vm('old', 'web')], [vm('old', 'web')], [vm('old', 'web'), vm('new', 'web')]];
    answer = () => new HttpResponse(null, { status: 201 });
    await expect(deployVm(TEAM, { name: 'web' }, noWait)).resolves.toEqual({ vmId: 'new' });
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /vm', 'POST /vm', 'GET /vm', 'GET /vm']);
  });

  it('gives up after a few lists: the deploy was accepted, its VM unknown', async () => {
    listed = [[vm('old', 'web')]];
    answer = () => new HttpResponse(null, { status: 201 });
    await expect(deployVm(TEAM, { name: 'web' }, noWait)).resolves.toEqual({ vmId: null });
    expect(api.requests.filter((r) => r.method === 'GET')).toHaveLength(4);
  });
});
