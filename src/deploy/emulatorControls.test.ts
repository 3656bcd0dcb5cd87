import { describe, expect, it } from 'vitest';
import { reachesEmulatorControls } from './emulatorControls';
import { itAnswersAll } from '../test/answerTables';

describe('reachesEmulatorControls', () => {
  itAnswersAll(reachesEmulatorControls, true, 'catches %s', [
    '/api/_emulator/reset',
    '/api/_emulator/fixture?x=1',
    '/api/_emulator',
    '/api/%5Femulator/reset',
    '/api/%5femulator%2Freset',
    '/api//_emulator/reset',
    '/api/./_emulator/reset',
    '/api/ssh_keys/../_emulator/reset',
    '/api/ssh_keys/%2e%2e/_emulator/reset',
    '/api/ssh_keys/..%2F_emulator%2Freset',
    '/api/ssh_keys\\..\\_emulator\\reset',
    '/x/../api/_emulator/faults',
    '/api/%5femulator/reset/%E0',
  ]);

  itAnswersAll(reachesEmulatorControls, false, 'lets %s through', [
    '/api/ssh_keys',
    '/api/teams?next=/api/_emulator/reset',
    '/api/console/websockify?sessionid=abc',
    '/api/emulator/reset',
    '/api/_emulatorx/reset',
    '/_emulator/reset',
    '/assets/_emulator.js',
    '/api/%E0%A4%A/_emulator',
  ]);

  it('follows another API path', () => {
    expect(reachesEmulatorControls('/cloud-api/_emulator/reset', '/cloud-api/')).toBe(true);
    expect(reachesEmulatorControls('/api/_emulator/reset', '/cloud-api/')).toBe(false);
  });
});
