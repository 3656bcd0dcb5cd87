import {
  hasRealVncBinaries,
  hasTerminalBinary,
  startRealVncServer,
  type RealVncServer,
} from '../src/emulator/server/liveVnc';
import { EMULATOR_URL } from './env';
import { expect, test } from './fixtures';
import { gotoArea, resetEmulator } from './helpers';

/**
 * The live check: the emulator's console proxies to a real VNC server (Xvfb + x11vnc + xterm from
 * Debian's packages, which .ci/run installs) and the embedded noVNC viewer must show and drive it.
 */
const WEB1 = '458d04bb-d30e-47b0-9ebc-335f86f5b5fc';

test.skip(
  !hasRealVncBinaries() || !hasTerminalBinary(),
  'needs Xvfb, x11vnc and xterm (apt-get install xvfb x11vnc xterm)',
);

let server: RealVncServer | undefined;

test.beforeAll(async ({ request }) => {
  server = await startRealVncServer({ withTerminal: true });
  const response = await request.put(`${EMULATOR_URL}/_emulator/console-upstream`, {
    data: { upstream: server.upstream },
  });
  expect(response.ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await request.put(`${EMULATOR_URL}/_emulator/console-upstream`, { data: { upstream: null } });
  await server?.stop();
});

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

test('the console shows a real VNC server’s screen and typing reaches its terminal', async ({ page }) => {
  await gotoArea(page, `vms/${WEB1}`);
  await page.getByRole('link', { name: 'Open console' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected.' })).toBeVisible();
  const canvas = page.getByRole('region', { name: 'Console screen of web-1' }).locator('canvas');

  /** A digest of every pixel, to see the remote screen change. */
  const digest = () =>
    canvas.evaluate((element: HTMLCanvasElement) => {
      const context = element.getContext('2d');
      if (!context || element.width === 0) return { size: '0x0', hash: 0, drawn: false };
      const { data } = context.getImageData(0, 0, element.width, element.height);
      let hash = 2166136261;
      let drawn = false;
      for (let index = 0; index < data.length; index += 4) {
        hash = Math.imul(hash ^ (data[index]! | (data[index + 1]! << 8) | (data[index + 2]! << 16)), 16777619);
        if (data[index + 3] !== 0) drawn = true;
      }
      return { size: `${element.width}x${element.height}`, hash, drawn };
    });

  await expect.poll(async () => (await digest()).size).toBe('1024x768');
  await expect.poll(async () => (await digest()).drawn).toBe(true);
  // Let the first full frame settle, then type: the terminal echoes and the pixels change.
  await expect(async () => {
    const before = await digest();
    await page.waitForTimeout(300);
    expect(await digest()).toEqual(before);
  }).toPass();
  const before = await digest();
  // Without a window manager xterm takes keys only while the pointer is over it.
  await canvas.hover();
  await page.keyboard.type('echo live-check');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await digest()).hash).not.toBe(before.hash);
});
