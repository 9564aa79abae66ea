// The parts of a sink request's URL a recorded call keeps.
import type { FastifyRequest } from 'fastify';

export const queryOf = (request: FastifyRequest) =>
  Object.fromEntries(new URL(request.url, 'http://x').searchParams);

export const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? request.url;
