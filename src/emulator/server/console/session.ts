/**
 * One RFB client wired to one built-in console screen. Pure: the transport is two callbacks, so
 * tests drive it byte by byte without sockets.
 *
 * Back-pressure: a screen update is rendered only while the bytes sent and not yet written out
 * stay under UPDATE_BUFFER_LIMIT. Requests that arrive meanwhile wait, merged: all waiting
 * full-area requests become one update of their union, all incremental ones one update of what
 * changed inside theirs (RFB lets one update answer several requests). An incremental request
 * with nothing changed waits for a change, as RFB allows.
 */
import { createConsoleScreen, type ConsoleScreen } from './framebuffer';
import {
  createClientParser,
  DEFAULT_PIXEL_FORMAT,
  encodeRawUpdate,
  encodeSecurityResult,
  encodeSecurityTypes,
  encodeServerInit,
  encodeVersion,
  contains,
  intersect,
  pixelFormatProblem,
  SECURITY_NONE,
  union,
  type ClientEvent,
  type PixelFormat,
  type Rect,
} from './rfbProtocol';

export interface SessionTransport {
  /** `written` is called once the bytes have left the connection's send buffer; never if it closed first. */
  send(bytes: Uint8Array, written: () => void): void;
  /** Close the connection; `reason` is short and never holds the token. */
  close(code: number, reason: string): void;
}

/** WebSocket close codes used by the console (4000–4999 are for applications). */
export const CLOSE_PROTOCOL_ERROR = 4400;
export const CLOSE_BAD_SESSION = 4401;

/**
 * Unwritten bytes above which no update is rendered: one full frame is far larger, so a client
 * that does not read holds the server to the one frame already sent.
 */
const UPDATE_BUFFER_LIMIT = 64 * 1024;

const KEYSYM_RETURN = 0xff0d;
const KEYSYM_KP_ENTER = 0xff8d;
const KEYSYM_BACKSPACE = 0xff08;

export interface RfbSession {
  /** Bytes from the client, any chunking. */
  receive(bytes: Uint8Array): void;
  /** Stop listening to the screen (the connection is gone). */
  dispose(): void;
  readonly screen: ConsoleScreen;
  /** Last pointer position, for tests and debugging. */
  readonly pointer: { x: number; y: number; buttonMask: number };
  readonly encodings: readonly number[];
  readonly pixelFormat: PixelFormat;
}

export function createRfbSession(vmName: string, transport: SessionTransport): RfbSession {
  const screen = createConsoleScreen(vmName);
  const parser = createClientParser();
  const full: Rect = { x: 0, y: 0, width: screen.width, height: screen.height };
  let format: PixelFormat = DEFAULT_PIXEL_FORMAT;
  let encodings: number[] = [];
  const pointer = { x: 0, y: 0, buttonMask: 0 };
  /** What changed since the last update sent to this client. */
  let dirty: Rect | null = null;
  /** Union of the full-area (non-incremental) requests not answered yet. */
  let fullRequest: Rect | null = null;
  /** Union of the incremental requests not answered yet. */
  let incrementalRequest: Rect | null = null;
  /** Bytes handed to the transport and not yet written out. */
  let unwritten = 0;
  let closed = false;

  function send(bytes: Uint8Array): void {
    unwritten += bytes.length;
    transport.send(bytes, () => {
      unwritten -= bytes.length;
      flush();
    });
  }

  function fail(reason: string): void {
    if (closed) return;
    closed = true;
    stop();
    transport.close(CLOSE_PROTOCOL_ERROR, reason);
  }

  function sendUpdate(rect: Rect): void {
    send(encodeRawUpdate([rect], screen.pixel, format));
  }

  /** Answers the waiting requests with one update, unless the client is not reading. */
  function flush(): void {
    if (closed || unwritten > UPDATE_BUFFER_LIMIT) return;
    if (fullRequest !== null) {
      const area = fullRequest;
      fullRequest = null;
      // The full update answers the incremental requests too; a change outside it waits for the next.
      incrementalRequest = null;
      if (dirty !== null && contains(area, dirty)) dirty = null;
      sendUpdate(area);
      return;
    }
    const area = dirty === null || incrementalRequest === null ? null : intersect(dirty, incrementalRequest);
    if (area === null) return;
    dirty = null;
    incrementalRequest = null;
    sendUpdate(area);
  }

  const stop = screen.onChange((rect) => {
    dirty = union(dirty, rect);
    flush();
  });

  function handle(event: ClientEvent): void {
    switch (event.type) {
      case 'version':
        // 3.8 only: 3.3 and 3.7 negotiate security differently.
        if (event.major !== 3 || event.minor < 8) return fail('unsupported RFB version');
        send(encodeSecurityTypes());
        return;
      case 'securityChoice':
        if (event.securityType !== SECURITY_NONE) {
          send(encodeSecurityResult(false, 'unsupported security type'));
          return fail('unsupported security type');
        }
        send(encodeSecurityResult(true));
        return;
      case 'clientInit':
        send(encodeServerInit(screen.width, screen.height, format, vmName));
        return;
      case 'setPixelFormat': {
        const problem = pixelFormatProblem(event.format);
        if (problem !== null) return fail(problem);
        format = event.format;
        return;
      }
      case 'setEncodings':
        encodings = event.encodings;
        return;
      case 'framebufferUpdateRequest': {
        const request = intersect(event.rect, full);
        if (request === null) return;
        if (event.incremental) incrementalRequest = union(incrementalRequest, request);
        else fullRequest = union(fullRequest, request);
        flush();
        return;
      }
      case 'keyEvent':
        if (!event.down) return;
        if (event.keysym >= 0x20 && event.keysym <= 0x7e) screen.typeText(String.fromCharCode(event.keysym));
        else if (event.keysym === KEYSYM_RETURN || event.keysym === KEYSYM_KP_ENTER) screen.enter();
        else if (event.keysym === KEYSYM_BACKSPACE) screen.backspace();
        return;
      case 'pointerEvent':
        pointer.x = event.x;
        pointer.y = event.y;
        pointer.buttonMask = event.buttonMask;
        return;
      case 'clientCutText':
        return;
      case 'error':
        return fail(event.message);
    }
  }

  send(encodeVersion());

  return {
    receive(bytes) {
      if (closed) return;
      for (const event of parser.feed(bytes)) {
        handle(event);
        if (closed) return;
      }
    },
    dispose() {
      closed = true;
      stop();
    },
    screen,
    pointer,
    get encodings() {
      return encodings;
    },
    get pixelFormat() {
      return format;
    },
  };
}
