import type { APIRequestContext } from '@playwright/test';
import { NO_FAULTS } from '../../src/emulator/server/faults';
import { EMULATOR_URL } from '../env';
import { expect } from '../fixtures';
import { resetEmulator } from '../helpers';

/**
 * The demo fixture with every fault off and the built-in console screen: this project shares the
 * emulator with the `chromium` project, whose fault and live-console tests may leave faults set or
 * a real VNC server as the console upstream (a reset keeps both).
 */
export async function resetEmulatorWithoutFaults(request: APIRequestContext): Promise<void> {
  await resetEmulator(request);
  for (const [control, data] of [
    ['faults', NO_FAULTS],
    ['console-upstream', { upstream: null }],
  ] as const) {
    const response = await request.put(`${EMULATOR_URL}/_emulator/${control}`, { data });
    expect(response.ok(), `PUT /_emulator/${control} answered ${response.status()}`).toBe(true);
  }
}
