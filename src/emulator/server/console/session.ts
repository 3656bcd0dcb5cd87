/**
 * One RFB client wired to one built-in console screen. Pure: the transport is two callbacks, so
 * tests drive it byte by byte without sockets.
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
  intersect,
  pixelFormatProblem,
  SECURITY_NONE,
  union,
  type ClientEvent,
  type PixelFormat,
  type Rect,
} from './rfbProtocol';

export interface SessionTransport {
  send(bytes: Uint8Array): void;
  /** Close the connection; `reason` is short and never holds the token. */
  close(code: number, reason: string): void;
}

/** WebSocket close codes used by the console (4000–4999 are for applications). */
export const CLOSE_PROTOCOL_ERROR = 4400;
export const CLOSE_BAD_SESSION = 4401;

export const KEYSYM_RETURN = 0xff0d;
export const KEYSYM_KP_ENTER = 0xff8d;
export const KEYSYM_BACKSPACE = 0xff08;

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
  /** An incremental request not answered yet because nothing had changed. */
  let pending: Rect | null = null;
  let closed = false;

  function fail(reason: string): void {
    if (closed) return;
    closed = true;
    stop();
    transport.close(CLOSE_PROTOCOL_ERROR, reason);
  }

  function sendUpdate(rect: Rect): void {
    transport.send(encodeRawUpdate([rect], screen.pixel, format));
  }

  /** Answers an incremental request with what changed inside it, if anything did. */
  function answerIncremental(request: Rect): boolean {
    const area = dirty === null ? null : intersect(dirty, request);
    if (area === null) return false;
    dirty = null;
    sendUpdate(area);
    return true;
  }

  const stop = screen.onChange((rect) => {
    dirty = union(dirty, rect);
    if (pending !== null && answerIncremental(pending)) pending = null;
  });

  function handle(event: ClientEvent): void {
    switch (event.type) {
      case 'version':
        // 3.8 only: 3.3 and 3.7 negotiate security differently.
        if (event.major !== 3 || event.minor < 8) return fail('unsupported RFB version');
        transport.send(encodeSecurityTypes());
        return;
      case 'securityChoice':
        if (event.securityType !== SECURITY_NONE) {
          transport.send(encodeSecurityResult(false, 'unsupported security type'));
          return fail('unsupported security type');
        }
        transport.send(encodeSecurityResult(true));
        return;
      case 'clientInit':
        transport.send(encodeServerInit(screen.width, screen.height, format, vmName));
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
        if (!event.incremental) {
          dirty = null;
          pending = null;
          sendUpdate(request);
        } else if (!answerIncremental(request)) {
          pending = request;
        }
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

  transport.send(encodeVersion());

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
