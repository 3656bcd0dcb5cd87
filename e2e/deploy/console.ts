import type { Page } from '@playwright/test';
import { createConsoleScreen, FOREGROUND } from '../../src/emulator/server/console/framebuffer';
import { expect } from '../fixtures';
import { gotoArea } from '../helpers';

export const WEB1 = { id: '458d04bb-d30e-47b0-9ebc-335f86f5b5fc', name: 'web-1' };

/** Opens a VM's console from its page, as a user does. */
export async function openConsole(page: Page, vm: { id: string; name: string }): Promise<void> {
  await gotoArea(page, `vms/${vm.id}`);
  await page.getByRole('link', { name: 'Open console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Console of ${vm.name}` })).toBeVisible();
}

/**
 * Waits until the console says it is connected and its canvas shows the emulator's screen of the
 * VM: the same size, with as many pixels in the text colour as the emulator drew.
 */
export async function expectConnectedScreen(page: Page, vmName: string): Promise<void> {
  await expect(page.getByRole('status').filter({ has: page.locator('span') }).first()).toHaveText('Connected.');
  const screen = createConsoleScreen(vmName);
  let lit = 0;
  for (let y = 0; y < screen.height; y++) {
    for (let x = 0; x < screen.width; x++) if (screen.pixel(x, y) === FOREGROUND) lit += 1;
  }
  const canvas = page.getByRole('region', { name: `Console screen of ${vmName}` }).locator('canvas');
  await expect
    .poll(
      () =>
        canvas.evaluate((element: HTMLCanvasElement, foreground: number) => {
          const context = element.getContext('2d');
          if (!context || element.width === 0) return { size: '0x0', lit: 0 };
          const { data } = context.getImageData(0, 0, element.width, element.height);
          let count = 0;
          for (let index = 0; index < data.length; index += 4) {
            if (((data[index]! << 16) | (data[index + 1]! << 8) | data[index + 2]!) === foreground) count += 1;
          }
          return { size: `${element.width}x${element.height}`, lit: count };
        }, FOREGROUND),
      { message: `the canvas shows ${vmName}'s screen` },
    )
    .toEqual({ size: `${screen.width}x${screen.height}`, lit });
}
