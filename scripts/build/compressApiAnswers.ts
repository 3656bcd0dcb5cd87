import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants, createGzip } from 'node:zlib';
import type { ProxyOptions } from 'vite';
import { API_GZIP_LEVEL, compressesApiAnswer, compressibleApiPath } from '../../src/deploy/apiCompression.ts';

type ProxyServer = Parameters<NonNullable<ProxyOptions['configure']>>[0];

function withVary(vary: string | string[] | undefined): string {
  const names = [vary ?? []].flat().flatMap((value) => value.split(',').map((name) => name.trim()));
  return [...new Set([...names.filter((name) => name !== ''), 'Accept-Encoding'])].join(', ');
}

/**
 * The dev and preview proxies answer as the nginx site does: JSON answers gzipped unless they carry
 * a secret (src/deploy/apiCompression.ts). For a proxy with `selfHandleResponse: true`, so every
 * answer is written here, at the site's level, so the bytes match the site's.
 */
export function compressApiAnswers(proxy: ProxyServer): void {
  proxy.on('proxyRes', (answer: IncomingMessage, request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/';
    const gzip = compressesApiAnswer({
      path,
      method: request.method ?? 'GET',
      status: answer.statusCode ?? 502,
      acceptEncoding: request.headers['accept-encoding'],
      contentType: answer.headers['content-type'],
      contentEncoding: answer.headers['content-encoding'],
    });
    const headers = { ...answer.headers };
    if (compressibleApiPath(path)) headers.vary = withVary(headers.vary);
    if (gzip) {
      delete headers['content-length'];
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
    if (gzip) answer.pipe(createGzip({ level: API_GZIP_LEVEL, flush: constants.Z_SYNC_FLUSH })).pipe(response);
    else answer.pipe(response);
  });
}
