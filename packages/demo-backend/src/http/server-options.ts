// Why: the server's own limits and the answers Fastify and Node give before any route runs. Clients
// branch on the API's one error shape (errors.ts), so a malformed URL, an oversized header or a
// too-long URL is answered in it too — not in Fastify's `{ statusCode, error }` or as a bare socket
// close. Timeouts stop a slow client from holding a connection (and its memory) open for ever.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/** The longest request target served; longer ones get 414 (real API URLs stay under 2 KB). */
export const MAX_URL_LENGTH = 8_192;

export const SERVER_LIMITS = {
  /** Whole request (headers and body) must arrive within this; Node answers 408 otherwise. */
  requestTimeout: 30_000,
  /** An idle socket is closed after this (a paused video reopens its connection). */
  connectionTimeout: 120_000,
  keepAliveTimeout: 10_000,
  bodyLimit: 1_048_576,
  /** Route parameters (ids, slugs, tokens in paths) longer than this do not match a route. */
  routerOptions: { maxParamLength: 200 },
} as const;

/** Fastify's routing errors (FST_ERR_BAD_URL: a malformed percent-escape) in the API's shape. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const body = new ApiError(400, 'invalid_request', `Malformed request URL: ${error.message}`, {
    field: 'url',
  }).toBody();
  return reply.code(400).type('application/json').send(body);
}

/** Node's parser errors (431 header overflow, 408 timeout, 400 garbage) written on the raw socket. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, errorCode, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'Request header fields too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'The request did not arrive in time']
        : [400, 'invalid_request', 'Malformed HTTP request'];
  const body = JSON.stringify(new ApiError(status, errorCode, message).toBody());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** 414 for request targets over MAX_URL_LENGTH, before routing or parsing looks at them. */
export function installUrlLengthLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) {
      throw new ApiError(414, 'uri_too_long', `Request URL longer than ${MAX_URL_LENGTH} characters`, {
        field: 'url',
      });
    }
  });
}
