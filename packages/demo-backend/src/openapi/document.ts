// The OpenAPI 3.1 document, generated from the routes the app declared and the zod schemas in their
// contracts: nothing here is written by hand about a particular call.
import type { z } from 'zod';
import { errorAnswer, type RouteContract } from '../http/contract';
import { DEMO_TAGS, errorRef, sharedComponents, TAG_NOTES, tagOrder } from './components';
import { jsonSchemaOf } from './json-schema';
import type { SeenRoute } from './routes-seen';

type Json = Record<string, unknown>;

export interface DocumentInfo {
  title: string;
  version: string;
  description: string;
}

/** Fastify's /v2/channels/:id and /media/* as OpenAPI templates: /v2/channels/{id}, /media/{path}. */
export function openApiPath(url: string): { path: string; names: string[] } {
  const names: string[] = [];
  const path = url
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) {
        const name = part.slice(1).replace(/\(.*\)$/, '');
        names.push(name);
        return `{${name}}`;
      }
      if (part === '*') {
        names.push('path');
        return '{path}';
      }
      return part;
    })
    .join('/');
  return { path, names };
}

function parametersOf(where: 'path' | 'query', schema: z.ZodType | undefined, pathNames: string[]): Json[] {
  const json = schema ? jsonSchemaOf(schema, 'input') : {};
  const props = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  const names = where === 'path' ? [...new Set([...pathNames, ...Object.keys(props)])] : Object.keys(props);
  return names.map((name) => {
    const { description, ...rest } = props[name] ?? { type: 'string' };
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

/** The X-Parental-Approval header of a change parental control holds back (src/parental/). */
function approvalHeader(needs: string): Json {
  return {
    name: 'X-Parental-Approval',
    in: 'header',
    required: false,
    description: `The approval a right PIN answered (POST /v2/users/self/parental_code/check with an action). Needed, when the account has a PIN, for ${needs}; without it the call answers 403 parental_approval_required.`,
    schema: { type: 'string' },
  };
}

function answerOf(status: number, schema: z.ZodType, contract: RouteContract): Json {
  if (schema === errorAnswer) return errorRef(status);
  const type = contract.produces ?? 'application/json';
  return {
    description: status < 300 ? contract.summary : `${status}`,
    content: { [type]: { schema: jsonSchemaOf(schema, 'output') } },
  };
}

/** Errors a client must handle that follow from the contract itself (000 §8). */
function inferredErrors(route: SeenRoute, contract: RouteContract, hasPathParams: boolean): number[] {
  const statuses = new Set<number>(contract.errors ?? []);
  if (contract.params || contract.query || contract.body) statuses.add(400);
  if (contract.auth !== undefined && contract.auth !== 'none') statuses.add(401);
  // A guest's session is a valid token but not a signed-in user: user-only calls refuse it with 403.
  if (contract.auth === 'user' || contract.parentalApproval) statuses.add(403);
  if (hasPathParams) statuses.add(404);
  if (route.limited) statuses.add(429);
  // A key still held by the first request (409) or sent with another request (422).
  if (contract.idempotent) for (const status of [409, 422]) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

const IDEMPOTENCY_KEY_PARAMETER: Json = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any unique token (a UUID) per intended operation: a retry with the same key gets the first answer again (header Idempotent-Replayed: true) instead of moving money twice; the same key with another request is 422, while the first still runs 409.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

function operationId(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]?.toUpperCase() + w.slice(1))].join('');
}

function operationOf(route: SeenRoute, path: string, names: string[]): Json {
  const contract = route.contract;
  const id = operationId(route.method, path);
  if (!contract) {
    return {
      operationId: id,
      tags: ['undocumented'],
      summary: 'No contract declared yet',
      parameters: parametersOf('path', undefined, names),
      responses: { default: { description: 'Not described yet (000 §8 errors apply)' } },
    };
  }
  const responses: Json = {};
  for (const [status, schema] of Object.entries(contract.response ?? {})) {
    responses[status] = answerOf(Number(status), schema, contract);
  }
  if (Object.keys(responses).length === 0) {
    responses[200] = { description: contract.summary };
  }
  for (const status of inferredErrors(route, contract, names.length > 0)) {
    responses[status] ??= errorRef(status);
  }
  const parameters = [
    ...parametersOf('path', contract.params, names),
    ...parametersOf('query', contract.query, []),
    ...(contract.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : []),
    ...(contract.parentalApproval ? [approvalHeader(contract.parentalApproval)] : []),
  ];
  const secured = contract.auth === 'session' || contract.auth === 'user';
  return {
    operationId: id,
    tags: [contract.tag],
    summary: contract.summary,
    description: `Spec: ${contract.spec}.${secured ? ` Needs a ${contract.auth === 'user' ? 'signed-in user’s' : 'session'} token.` : ''}${contract.auth === 'optional' ? ' A token is optional; one given must be live.' : ''}${contract.auth === 'operator' ? ' Needs an operator’s console token (POST /qoe/v1/session).' : ''}`,
    'x-spec': contract.spec,
    ...(contract.demo ? { 'x-demo': true } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(contract.body, 'input') } },
          },
        }
      : {}),
    responses,
    ...(secured ? { security: [{ accessToken: [] }, { bearer: [] }] } : {}),
    // `{}` first: OpenAPI's way of saying the call also works with no token at all.
    ...(contract.auth === 'optional' ? { security: [{}, { accessToken: [] }, { bearer: [] }] } : {}),
    ...(contract.auth === 'operator' ? { security: [{ operatorBearer: [] }] } : {}),
  };
}

export function buildDocument(routes: readonly SeenRoute[], info: DocumentInfo): Json {
  const paths: Record<string, Json> = {};
  const tags = new Set<string>();
  for (const route of routes) {
    const { path, names } = openApiPath(route.url);
    const operation = operationOf(route, path, names);
    for (const tag of operation.tags as string[]) tags.add(tag);
    paths[path] ??= {};
    (paths[path] as Json)[route.method.toLowerCase()] = operation;
  }
  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info,
    servers: [{ url: '/', description: 'This operator' }],
    tags: [...tags].sort(tagOrder).map((name) => ({
      name,
      description: TAG_NOTES[name] ?? name,
      ...(DEMO_TAGS.has(name) ? { 'x-demo': true } : {}),
    })),
    paths: sortedPaths,
    components: sharedComponents(),
  };
}
