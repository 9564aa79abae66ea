// The HTTP side of the media: everything under /media/, with Range support, cache headers that keep live
// playlists fresh, JSON errors in the API's shape, and the fault knobs tests use to break delivery.
import { createReadStream, statSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LIVE_LOOP_SEC,
  LIVE_WINDOW_SEGMENTS,
  MAX_FAULT_PATHS_PER_TOKEN,
  MAX_FAULT_TOKENS,
  SEGMENT_DURATION_SEC,
} from './constants';
import { decideFault, type Fault, FaultBoard, FaultSpecError, parseFaultSpec } from './faults';
import { parseRange } from './http-range';
import { discontinuityOriginFor } from './live';
import { preparedFor } from './prepare';
import { resolveMedia } from './resolve';
import type { MediaSigner } from './signing';
import type { MediaConfig, MediaLibrary } from './types';

function sendError(reply: FastifyReply, status: number, code: string, message: string, field?: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ error: { status, error_code: code, message, ...(field ? { field } : {}) } });
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

function isMediaBytes(path: string): boolean {
  return path.endsWith('.m4s') || path.endsWith('.mp4');
}

export function registerMediaRoutes(
  app: FastifyInstance,
  lib: MediaLibrary,
  cfg: MediaConfig,
  edge: MediaSigner,
): void {
  const media = preparedFor(lib);
  const now = cfg.now ?? Date.now;
  const board = new FaultBoard(MAX_FAULT_TOKENS, MAX_FAULT_PATHS_PER_TOKEN);
  const segmentsPerLoop = LIVE_LOOP_SEC / SEGMENT_DURATION_SEC;
  const origin = discontinuityOriginFor(
    { segmentDurationSec: SEGMENT_DURATION_SEC, segmentsPerLoop, windowSegments: LIVE_WINDOW_SEGMENTS },
    now(),
  );

  app.post(
    '/media/fault-control/:token',
    {
      config: {
        contract: {
          spec: 'demo media server',
          tag: 'media',
          summary: 'Switch a fault-injection token on or off (tests)',
          auth: 'none',
          demo: true,
        },
      },
    },
    async (request: FastifyRequest, reply) => {
      const { token } = request.params as { token: string };
      const state = (request.query as { state?: string }).state;
      if (state !== 'offline' && state !== 'online') {
        return sendError(reply, 400, 'invalid_request', 'state must be offline or online', 'state');
      }
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(token)) {
        return sendError(reply, 400, 'invalid_request', 'token must be letters, digits, - or _', 'token');
      }
      board.setOffline(token, state === 'offline');
      return { token, state };
    },
  );

  app.get(
    '/media/*',
    {
      config: {
        contract: {
          spec: 'demo media server',
          tag: 'media',
          summary:
            'Generated live, archive and VOD media: playlists, manifests, segments, keys (paid and 18+ items signed: /media/sig=…/…)',
          auth: 'none',
          demo: true,
          produces: 'application/octet-stream',
        },
      },
    },
    async (request: FastifyRequest, reply) => {
      let path = (request.params as { '*': string })['*'];
      let faults: Fault[] = [];
      const fault = /^fault\/([^/]+)\/(.*)$/.exec(path);
      if (fault) {
        try {
          faults = parseFaultSpec(decodeURIComponent(fault[1] ?? ''));
        } catch (err) {
          if (err instanceof FaultSpecError)
            return sendError(reply, 400, 'invalid_fault', err.message, 'fault');
          // A malformed percent-escape (`%E0%A4%A`) is the client's mistake: 400, not a 500.
          if (err instanceof URIError)
            return sendError(
              reply,
              400,
              'invalid_request',
              'Malformed percent-escape in the fault spec',
              'fault',
            );
          throw err;
        }
        path = fault[2] ?? '';
      }
      if (faults.length) {
        const segment = /seg-(\d+)\.m4s$/.exec(path);
        const outcome = decideFault(faults, board, {
          path,
          isSegment: isMediaBytes(path),
          segmentNumber: segment ? Number(segment[1]) : undefined,
        });
        if (outcome.delayMs > 0) {
          const abort = new AbortController();
          // The response's close (not the request's, which fires once a GET is read) means the client left.
          reply.raw.once('close', () => abort.abort());
          await delay(outcome.delayMs, abort.signal);
        }
        if (outcome.status === 503) return sendError(reply, 503, 'offline', 'Stream is offline (fault knob)');
        if (outcome.status === 404)
          return sendError(reply, 404, 'not_found', `Segment failed on purpose (fault knob)`);
      }

      // A signed URL (a paid or 18+ item's, media/signing.ts) opens its media only while its signature holds.
      if (path.startsWith('sig=')) {
        const checked = edge.verify(path);
        if (!checked.ok) return sendError(reply, 403, checked.code, checked.message);
        path = checked.path;
      }

      const found = resolveMedia(path, media, now(), origin);
      if (found.kind === 'error') return sendError(reply, found.status, found.code, found.message);
      reply.header('cache-control', found.cache).type(found.mime);
      if (found.kind === 'text') return reply.send(found.body);

      let size: number;
      try {
        size = statSync(found.file).size;
      } catch {
        return sendError(reply, 404, 'not_found', `No media at /media/${path}`);
      }
      reply.header('accept-ranges', 'bytes');
      const range = parseRange(request.headers.range, size);
      if (range.kind === 'unsatisfiable') {
        return sendError(
          reply.header('content-range', `bytes */${size}`),
          416,
          'range_not_satisfiable',
          'Range not satisfiable',
        );
      }
      if (range.kind === 'partial') {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1);
        return reply.send(createReadStream(found.file, { start: range.start, end: range.end }));
      }
      reply.header('content-length', size);
      return reply.send(createReadStream(found.file));
    },
  );
}
