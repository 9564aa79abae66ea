// Messages of 000 §7 (GET and DELETE /v2/users/self/messages) plus what the header needs (001 §2): the
// unread count it polls every 150 s and marking read, one or all. POST /sink/messages is the demo
// operator's way to send one, so a browser test can watch the counter move.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { parseOrThrow } from '../http/validate';
import { userRowByLogin } from '../session/users';
import type { MessageStore } from './message-store';
import { registeredUser } from './registered';
import {
  idParams,
  messageAnswer,
  messageListAnswer,
  okAnswer,
  sinkMessageBody,
  unreadAnswer,
} from './schemas';

const spec = '000 §7 Other calls (Messages), §4 Messages';
const tag = 'messages';

export function registerMessageRoutes(app: FastifyInstance, ctx: ApiContext, messages: MessageStore): void {
  const registered = (request: FastifyRequest) => registeredUser(request, ctx.sessions, 'read messages');
  const missing = (id: number) => notFound(`Message ${id} not found`);
  const contract = (summary: string, extra: object) => ({
    config: { contract: { spec, tag, summary, auth: 'user' as const, ...extra } },
  });

  app.get(
    '/v2/users/self/messages',
    contract('The account’s messages, newest first, and how many are unread', {
      response: { 200: messageListAnswer },
    }),
    async (request) => {
      const user = await registered(request);
      const [results, unread] = await Promise.all([messages.list(user.id), messages.unread(user.id)]);
      return { results, unread };
    },
  );

  app.get(
    '/v2/users/self/messages/unread',
    contract('How many messages are unread (the header polls this every 150 s)', {
      response: { 200: unreadAnswer },
    }),
    async (request) => ({ unread: await messages.unread((await registered(request)).id) }),
  );

  app.post(
    '/v2/users/self/messages/read',
    contract('Mark every message read', { response: { 200: unreadAnswer } }),
    async (request) => {
      const user = await registered(request);
      await messages.markRead(user.id);
      return { unread: await messages.unread(user.id) };
    },
  );

  app.post(
    '/v2/users/self/messages/:id/read',
    contract('Mark one message read', { params: idParams, response: { 200: unreadAnswer } }),
    async (request) => {
      const user = await registered(request);
      const { id } = parseOrThrow(idParams, request.params, 'path');
      if (!(await messages.markRead(user.id, id))) throw missing(id);
      return { unread: await messages.unread(user.id) };
    },
  );

  app.delete(
    '/v2/users/self/messages/:id',
    contract('Remove one message', { params: idParams, response: { 200: okAnswer } }),
    async (request) => {
      const user = await registered(request);
      const { id } = parseOrThrow(idParams, request.params, 'path');
      if (!(await messages.remove(user.id, id))) throw missing(id);
      return { ok: true as const };
    },
  );

  app.delete(
    '/v2/users/self/messages',
    contract('Remove every message', { response: { 200: okAnswer } }),
    async (request) => {
      await messages.remove((await registered(request)).id);
      return { ok: true as const };
    },
  );

  app.post(
    '/sink/messages',
    {
      config: {
        contract: {
          spec,
          tag,
          summary: 'Demo operator: send a message to a viewer (by username or phone)',
          auth: 'none',
          demo: true,
          body: sinkMessageBody,
          response: { 201: messageAnswer },
        },
      },
    },
    async (request, reply) => {
      const body = parseOrThrow(sinkMessageBody, request.body, 'body');
      const user = await userRowByLogin(ctx.db, body.user);
      if (!user) throw notFound(`No viewer ${body.user}`);
      return reply.status(201).send(await messages.add(user.id, body.title, body.text));
    },
  );
}
