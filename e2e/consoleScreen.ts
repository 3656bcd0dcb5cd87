import type { Page } from '@playwright/test';
import { FOREGROUND, type ConsoleScreen } from '../src/emulator/server/console/framebuffer';
import { expect } from './fixtures';
import { gotoArea } from './helpers';

/** The console page's status line (the live region that says connecting, connected, …). */
export const consoleStatus = (page: Page) =>
  page
    .getByRole('status')
    .filter({ has: page.locator('span') })
    .first();
export const screenRegion = (page: Page) => page.getByRole('region', { name: /^Console screen of / });

/**
 * The canvas as one bit per pixel (foreground or not), plus how many pixels are neither of the
 * emulator's two colours: the screen must match the emulator's own framebuffer exactly.
 */
async function canvasBitmap(page: Page): Promise<{ width: number; height: number; bits: string; strays: number }> {
  return screenRegion(page)
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement, foreground: number) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0) return { width: 0, height: 0, bits: '', strays: 0 };
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const fr = (foreground >> 16) & 255;
      const fg = (foreground >> 8) & 255;
      const fb = foreground & 255;
      let bits = '';
      let strays = 0;
      let byte = 0;
      for (let index = 0; index < canvas.width * canvas.height; index++) {
        const r = data[index * 4]!;
        const g = data[index * 4 + 1]!;
        const b = data[index * 4 + 2]!;
        const isForeground = r === fr && g === fg && b === fb;
        if (!isForeground && !(r === 0x10 && g === 0x14 && b === 0x18)) strays += 1;
        byte = (byte << 1) | (isForeground ? 1 : 0);
        if (index % 8 === 7) {
          bits += String.fromCharCode(byte);
          byte = 0;
        }
      }
      return { width: canvas.width, height: canvas.height, bits: btoa(bits), strays };
    }, FOREGROUND);
}

function expectedBitmap(screen: ConsoleScreen): string {
  let bits = '';
  let byte = 0;
  for (let index = 0; index < screen.width * screen.height; index++) {
    const isForeground = screen.pixel(index % screen.width, Math.floor(index / screen.width)) === FOREGROUND;
    byte = (byte << 1) | (isForeground ? 1 : 0);
    if (index % 8 === 7) {
      bits += String.fromCharCode(byte);
      byte = 0;
    }
  }
  return Buffer.from(bits, 'latin1').toString('base64');
}

export async function expectScreen(page: Page, screen: ConsoleScreen) {
  const expected = expectedBitmap(screen);
  await expect
    .poll(
      async () => {
        const shown = await canvasBitmap(page);
        return { size: `${shown.width}x${shown.height}`, strays: shown.strays, matches: shown.bits === expected };
      },
      { message: `the canvas shows the emulator's screen: ${screen.lines().join(' | ')}` },
    )
    .toEqual({ size: `${screen.width}x${screen.height}`, strays: 0, matches: true });
}

export async function openConsoleOf(page: Page, vmId: string, name: string) {
  await gotoArea(page, `vms/${vmId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: 'Open console' }).click();
  await expect(page).toHaveURL(new RegExp(`/vms/${vmId}/console$`));
  await expect(page.getByRole('heading', { level: 1, name: `Console of ${name}` })).toBeVisible();
}
