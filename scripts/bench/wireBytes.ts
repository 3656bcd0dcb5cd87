/**
 * Bytes on the wire before a moment of a page load, by kind, from the DevTools protocol's Network
 * events. `encodedDataLength` is what came over the network (headers and the body as sent,
 * compressed or not): a finished request counts its `loadingFinished` total, one still arriving its
 * response headers and the chunks (`dataReceived`) that came by then. Chromium reports a compressed
 * body's wire bytes only with its last chunk (its chunks say 0), so a compressed response still
 * arriving counts its whole eventual total: more than had come, never less, so that compressing an
 * answer cannot make the figure look better than the wait it causes.
 */

/** The fields of the Network events the count reads; timestamps are the protocol's, in seconds. */
export type NetworkEvent =
  | { kind: 'request'; requestId: string; url: string; resourceType: string | undefined; timestamp: number }
  | { kind: 'response'; requestId: string; resourceType: string; headerBytes: number; timestamp: number }
  | { kind: 'data'; requestId: string; encodedBytes: number; timestamp: number }
  | { kind: 'finished'; requestId: string; encodedBytes: number; timestamp: number };

export type ByteKind = 'js' | 'api' | 'other';
export type BytesByKind = Record<ByteKind, number>;

/** API answers are those under `apiPrefix` (config.json's `apiBaseUrl`); scripts by type or name. */
export function byteKindOf(url: string, resourceType: string | undefined, apiPrefix: string): ByteKind {
  const { pathname } = new URL(url);
  if (pathname.startsWith(apiPrefix)) return 'api';
  if (resourceType === 'Script' || /\.m?js$/.test(pathname)) return 'js';
  return 'other';
}

interface RequestBytes {
  url: string | undefined;
  resourceType: string | undefined;
  headerBytes: number;
  chunkBytes: number;
  /** Chunks had come by the cutoff, all reporting 0 wire bytes: the body is compressed. */
  compressedChunks: boolean;
  finishedBytes: number | undefined;
  /** The total once finished, whenever that was. */
  eventualBytes: number | undefined;
}

/** The bytes of every request that had arrived by `cutoff` (a protocol timestamp), by kind. */
export function wireBytesBefore(events: readonly NetworkEvent[], cutoff: number, apiPrefix: string): BytesByKind {
  const requests = new Map<string, RequestBytes>();
  const requestOf = (requestId: string) => {
    let request = requests.get(requestId);
    if (!request) {
      request = {
        url: undefined,
        resourceType: undefined,
        headerBytes: 0,
        chunkBytes: 0,
        compressedChunks: false,
        finishedBytes: undefined,
        eventualBytes: undefined,
      };
      requests.set(requestId, request);
    }
    return request;
  };
  for (const event of events) {
    const request = requestOf(event.requestId);
    // The URL and type are known from the start; the bytes only count once they have arrived.
    if (event.kind === 'request') {
      request.url ??= event.url;
      request.resourceType ??= event.resourceType;
      continue;
    }
    if (event.kind === 'response') request.resourceType = event.resourceType;
    if (event.kind === 'finished') request.eventualBytes = event.encodedBytes;
    if (event.timestamp > cutoff) continue;
    if (event.kind === 'response') request.headerBytes = event.headerBytes;
    else if (event.kind === 'data') {
      request.compressedChunks = request.chunkBytes === 0 && event.encodedBytes === 0;
      request.chunkBytes += event.encodedBytes;
    } else request.finishedBytes = event.encodedBytes;
  }
  const total: BytesByKind = { js: 0, api: 0, other: 0 };
  for (const request of requests.values()) {
    if (request.url === undefined || !/^https?:/.test(request.url)) continue;
    const arriving =
      request.compressedChunks && request.eventualBytes !== undefined
        ? request.eventualBytes
        : request.headerBytes + request.chunkBytes;
    total[byteKindOf(request.url, request.resourceType, apiPrefix)] += request.finishedBytes ?? arriving;
  }
  return total;
}
