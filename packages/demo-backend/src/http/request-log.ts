// Why: `--verbose` logs every request, and clients put the access token in the query (000 §7: the API takes
// `access_token` as a parameter), so the default request log wrote each viewer's token to the terminal and to
// whatever collects it (issue 35 item 6). The request line and any logged error are redacted with the product's
// one list of secret names and patterns; headers are not logged at all (Authorization lives there).
import { redactText } from '@onair/redaction';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Fastify's logger for `--verbose`: info level, request URLs and error texts redacted. */
export function requestLog(stream?: NodeJS.WritableStream): LoggerOptions {
  return {
    level: 'info',
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactText(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
      err: (error: Error) => ({
        type: error.name,
        message: redactText(error.message),
        stack: redactText(error.stack ?? ''),
      }),
    },
  } as LoggerOptions;
}
