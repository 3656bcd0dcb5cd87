/**
 * The built-in console screen: a dark text terminal drawn with the 5×7 font at scale 2.
 * Pure: keeps 0xRRGGBB pixels and reports the band of rows each change touched.
 */
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixel } from './font';
import type { Rect } from './rfbProtocol';

export const SCREEN_WIDTH = 800;
export const SCREEN_HEIGHT = 480;
export const BACKGROUND = 0x101418;
export const FOREGROUND = 0xd0e0d0;
export const SCALE = 2;
/** One character cell: the glyph plus one column and two rows of spacing, scaled. */
const CELL_WIDTH = (GLYPH_WIDTH + 1) * SCALE;
const CELL_HEIGHT = (GLYPH_HEIGHT + 2) * SCALE;
const MARGIN = 8;
export const COLUMNS = Math.floor((SCREEN_WIDTH - 2 * MARGIN) / CELL_WIDTH);
export const ROWS = Math.floor((SCREEN_HEIGHT - 2 * MARGIN) / CELL_HEIGHT);
const PROMPT = '$ ';

type ChangeListener = (dirty: Rect) => void;

export interface ConsoleScreen {
  readonly width: number;
  readonly height: number;
  /** 0xRRGGBB at (x, y). */
  pixel(x: number, y: number): number;
  /** The text lines currently shown, top first. */
  lines(): readonly string[];
  typeText(text: string): void;
  enter(): void;
  backspace(): void;
  onChange(listener: ChangeListener): () => void;
}

/** Top-left pixel of the character cell at (column, row). */
export function cellOrigin(column: number, row: number): { x: number; y: number } {
  return { x: MARGIN + column * CELL_WIDTH, y: MARGIN + row * CELL_HEIGHT };
}

export function createConsoleScreen(vmName: string): ConsoleScreen {
  const pixels = new Uint32Array(SCREEN_WIDTH * SCREEN_HEIGHT).fill(BACKGROUND);
  const text: string[] = [`${vmName} console`.slice(0, COLUMNS), 'Connected via emulator', PROMPT];
  const listeners = new Set<ChangeListener>();

  function drawRow(row: number): void {
    const line = text[row] ?? '';
    const top = MARGIN + row * CELL_HEIGHT;
    for (let y = top; y < top + CELL_HEIGHT; y++) pixels.fill(BACKGROUND, y * SCREEN_WIDTH, (y + 1) * SCREEN_WIDTH);
    for (let column = 0; column < line.length && column < COLUMNS; column++) {
      const char = line[column] ?? ' ';
      const { x: left } = cellOrigin(column, row);
      for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
        for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
          if (!glyphPixel(char, gx, gy)) continue;
          for (let sy = 0; sy < SCALE; sy++) {
            const start = (top + gy * SCALE + sy) * SCREEN_WIDTH + left + gx * SCALE;
            pixels.fill(FOREGROUND, start, start + SCALE);
          }
        }
      }
    }
  }

  /** Redraws rows first..last (inclusive) and tells listeners which band changed. */
  function changed(first: number, last: number): void {
    for (let row = first; row <= last; row++) drawRow(row);
    const dirty = {
      x: 0,
      y: MARGIN + first * CELL_HEIGHT,
      width: SCREEN_WIDTH,
      height: (last - first + 1) * CELL_HEIGHT,
    };
    for (const listener of listeners) listener(dirty);
  }

  function currentRow(): number {
    return text.length - 1;
  }

  for (let row = 0; row < text.length; row++) drawRow(row);

  return {
    width: SCREEN_WIDTH,
    height: SCREEN_HEIGHT,
    pixel: (x, y) => pixels[y * SCREEN_WIDTH + x] ?? BACKGROUND,
    lines: () => [...text],
    typeText(input) {
      const row = currentRow();
      const line = text[row] ?? '';
      const room = COLUMNS - line.length;
      if (room <= 0 || input.length === 0) return;
      text[row] = line + input.slice(0, room);
      changed(row, row);
    },
    enter() {
      text.push(PROMPT);
      if (text.length > ROWS) {
        text.splice(0, text.length - ROWS);
        changed(0, ROWS - 1);
      } else {
        changed(currentRow(), currentRow());
      }
    },
    backspace() {
      const row = currentRow();
      const line = text[row] ?? '';
      if (line.length <= PROMPT.length) return;
      text[row] = line.slice(0, -1);
      changed(row, row);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
