import type { Page } from '@playwright/test';
import { createConsoleScreen } from '../../src/emulator/server/console/framebuffer';
import { consoleStatus, expectScreen, openConsoleOf } from '../consoleScreen';
import { expect } from '../fixtures';

export const WEB1 = { id: '458d04bb-d30e-47b0-9ebc-335f86f5b5fc', name: 'web-1' };

/** Opens a VM's console from its page, as a user does. */
export async function openConsole(page: Page, vm: { id: string; name: string }): Promise<void> {
  await openConsoleOf(page, vm.id, vm.name);
}

/** Waits until the console says it is connected and its canvas shows the emulator's screen of the VM exactly. */
export async function expectConnectedScreen(page: Page, vmName: string): Promise<void> {
  await expect(consoleStatus(page)).toHaveText('Connected.');
  await expectScreen(page, createConsoleScreen(vmName));
}
