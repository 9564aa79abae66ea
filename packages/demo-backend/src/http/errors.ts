// One error body shape for every route (000 §8 reads response.data.error.message and error_code):
// clients branch on error_code, so every failure, including Fastify's own, is rewritten into it.
import type { FastifyError, FastifyInstance } from 'fastify';

export interface ErrorBody {
  error: {
    status: number;
    error_code: string | number;
    message: string;
    field?: string;
    code?: number;
    details?: { message: string };
  };
}

export interface ApiErrorInit {
  field?: string;
  code?: number;
  details?: { message: string };
}

export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly init: ApiErrorInit;

  constructor(status: number, errorCode: string, message: string, init: ApiErrorInit = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.init = init;
  }

  toBody(): ErrorBody {
    return {
      error: {
        status: this.status,
        error_code: this.errorCode,
        message: this.message,
        ...(this.init.field === undefined ? {} : { field: this.init.field }),
        ...(this.init.code === undefined ? {} : { code: this.init.code }),
        ...(this.init.details === undefined ? {} : { details: this.init.details }),
      },
    };
  }
}

export const notFound = (message: string): ApiError => new ApiError(404, 'not_found', message);
export const badRequest = (field: string, message: string): ApiError =>
  new ApiError(400, 'invalid_request', message, { field });
export const authRequired = (message = 'Authorization required'): ApiError =>
  new ApiError(401, 'authentication_failed', message);
export const permissionDenied = (message: string): ApiError =>
  new ApiError(403, 'permission_denied', message);

/** SQLSTATE 22003: a value past its column's numeric range (a body id past int4): the client's mistake. */
const isOutOfRange = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '22003';

function fromFastifyError(err: FastifyError): ApiError {
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
    return new ApiError(400, 'invalid_json', `Malformed JSON body: ${err.message}`, { field: 'body' });
  }
  if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return new ApiError(400, 'invalid_json', 'Empty JSON body', { field: 'body' });
  }
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new ApiError(415, 'unsupported_media_type', err.message, { field: 'content-type' });
  }
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new ApiError(413, 'payload_too_large', err.message, { field: 'body' });
  }
  if (isOutOfRange(err))
    return new ApiError(400, 'invalid_request', 'A number in the request is out of range');
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
  if (status < 500) return new ApiError(status, 'invalid_request', err.message);
  return new ApiError(500, 'internal_error', 'Internal server error');
}

/** Installs the shared error and not-found handlers; every answer after this uses ErrorBody. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const apiError = err instanceof ApiError ? err : fromFastifyError(err);
    if (apiError.status >= 500) request.log.error({ err }, 'request failed');
    return reply.status(apiError.status).type('application/json').send(apiError.toBody());
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const body = notFound(`No route ${request.method} ${path}`).toBody();
    return reply.status(404).type('application/json').send(body);
  });
}
