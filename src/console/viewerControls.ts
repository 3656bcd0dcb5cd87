/**
 * What the console's toolbar does to the noVNC viewer, kept apart from the components so each
 * control's effect on RFB is one function with a unit test.
 */
import type RFB from '@novnc/novnc';
import { combinationStrokes, textToKeysyms, type KeyCombination } from './keys';

export type ScalingMode = 'fit' | 'actual' | 'remote';

export const SCALING_LABELS: Record<ScalingMode, string> = {
  fit: 'Fit to window',
  actual: 'Actual size',
  remote: 'Resize remote screen',
};

export const SCALING_MODES = Object.keys(SCALING_LABELS) as ScalingMode[];

export function isScalingMode(value: string | null): value is ScalingMode {
  return value !== null && (SCALING_MODES as string[]).includes(value);
}

type Scalable = Pick<RFB, 'scaleViewport' | 'clipViewport' | 'resizeSession'>;

/**
 * fit: the remote screen scaled down to the window; actual: one remote pixel per CSS pixel, with
 * scroll bars; remote: the VM is asked to change its resolution to the window (servers without
 * ExtendedDesktopSize ignore it).
 */
export function applyScaling(viewer: Scalable, mode: ScalingMode): void {
  viewer.scaleViewport = mode === 'fit';
  viewer.resizeSession = mode === 'remote';
  viewer.clipViewport = false;
}

type KeySender = Pick<RFB, 'sendKey'>;

export function sendCombination(viewer: KeySender, combination: KeyCombination): void {
  for (const { key, down } of combinationStrokes(combination)) viewer.sendKey(key.keysym, key.code, down);
}

/** Types text as key presses (the remote sees typing, not a clipboard); returns characters skipped. */
export function typeText(viewer: KeySender, text: string): number {
  const { keysyms, skipped } = textToKeysyms(text);
  for (const keysym of keysyms) {
    viewer.sendKey(keysym, null, true);
    viewer.sendKey(keysym, null, false);
  }
  return skipped;
}

/** `web-01-console-2026-11-22T08-53-07.png`: sortable, and safe on every file system. */
export function screenshotFileName(vmName: string, at: Date): string {
  const safeName =
    vmName
      .replace(/[^\p{L}\p{N}._-]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'vm';
  const stamp = at.toISOString().slice(0, 19).replace(/:/g, '-');
  return `${safeName}-console-${stamp}.png`;
}

export function screenshotBlob(viewer: Pick<RFB, 'toBlob'>): Promise<Blob> {
  return new Promise((resolve, reject) => {
    viewer.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The screen could not be captured.'))),
      'image/png',
    );
  });
}
