import { describe, expect, it } from 'vitest';
import { KEY_COMBINATIONS } from './keys';
import { applyScaling, screenshotFileName, sendCombination, typeText } from './viewerControls';

function recorder() {
  const sent: [number, string | null, boolean | undefined][] = [];
  return {
    sent,
    sendKey: (keysym: number, code: string | null, down?: boolean) => void sent.push([keysym, code, down]),
  };
}

describe('scaling', () => {
  it('sets noVNC’s three switches for each mode', () => {
    const viewer = { scaleViewport: false, clipViewport: true, resizeSession: false };
    applyScaling(viewer, 'fit');
    expect(viewer).toEqual({ scaleViewport: true, clipViewport: false, resizeSession: false });
    applyScaling(viewer, 'actual');
    expect(viewer).toEqual({ scaleViewport: false, clipViewport: false, resizeSession: false });
    applyScaling(viewer, 'remote');
    expect(viewer).toEqual({ scaleViewport: false, clipViewport: false, resizeSession: true });
  });
});

describe('keys sent to the VM', () => {
  it('sends Ctrl+Alt+F2 as three presses and three releases with codes', () => {
    const viewer = recorder();
    sendCombination(
      viewer,
      KEY_COMBINATIONS.find((combination) => combination.id === 'ctrl-alt-f2')!,
    );
    expect(viewer.sent).toEqual([
      [0xffe3, 'ControlLeft', true],
      [0xffe9, 'AltLeft', true],
      [0xffbf, 'F2', true],
      [0xffbf, 'F2', false],
      [0xffe9, 'AltLeft', false],
      [0xffe3, 'ControlLeft', false],
    ]);
  });

  it('types pasted text as a press and release per character, Return for newlines', () => {
    const viewer = recorder();
    expect(typeText(viewer, 'ls\n')).toBe(0);
    expect(viewer.sent).toEqual([
      [0x6c, null, true],
      [0x6c, null, false],
      [0x73, null, true],
      [0x73, null, false],
      [0xff0d, null, true],
      [0xff0d, null, false],
    ]);
  });
});

describe('screenshot file name', () => {
  it('names the VM and the time, without characters file systems refuse', () => {
    expect(screenshotFileName('web-01', new Date('2026-11-22T08:53:07.123Z'))).toBe(
      'web-01-console-2026-11-22T08-53-07.png',
    );
    expect(screenshotFileName('a/b\\c:<d>', new Date(0))).toBe('a-b-c-d-console-1970-01-01T00-00-00.png');
    expect(screenshotFileName('   ', new Date(0))).toBe('vm-console-1970-01-01T00-00-00.png');
  });
});
