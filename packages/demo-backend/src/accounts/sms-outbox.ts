// The demo SMS outbox: a test double of the operator's SMS gateway, like the stat sink and clearly
// apart from /v2. One-time codes "sent" to a phone land here, where the examples, the browser tests
// and a person trying the demo read them (GET /sink/sms?phone=). A real deployment has a gateway
// instead and no such route; nothing in /v2 ever answers a code.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SMS_OUTBOX_CAPACITY } from '../constants';
import { parseOrThrow } from '../http/validate';
import { outboxAnswer } from './account-answers';

export interface SmsMessage {
  seq: number;
  phone: string;
  text: string;
  /** The code the text carries, so tests need not parse the wording. */
  code: string;
  /** Unix ms. */
  at: number;
}

export class SmsOutbox {
  private readonly messages: SmsMessage[] = [];
  private seq = 0;

  constructor(
    private readonly now: () => number,
    private readonly capacity = SMS_OUTBOX_CAPACITY,
  ) {}

  send(phone: string, text: string, code: string): SmsMessage {
    const message = { seq: ++this.seq, phone, text, code, at: this.now() };
    this.messages.push(message);
    if (this.messages.length > this.capacity) this.messages.splice(0, this.messages.length - this.capacity);
    return message;
  }

  /** Oldest first; only `phone`'s when given. */
  list(phone?: string): SmsMessage[] {
    return this.messages.filter((m) => phone === undefined || m.phone === phone);
  }

  clear(): void {
    this.messages.length = 0;
  }
}

const outboxQuery = z.object({
  phone: z
    .string()
    .regex(/^\d{5,15}$/, 'digits only')
    .optional(),
});

/** Where an outbox is read: the SMS gateway's by default, the demo Telegram bot's at /sink/telegram. */
interface OutboxPlace {
  path: string;
  spec: string;
  what: string;
}

const SMS_PLACE: OutboxPlace = { path: '/sink/sms', spec: 'demo SMS gateway', what: 'by SMS' };

export function registerSmsOutboxRoutes(
  app: FastifyInstance,
  outbox: SmsOutbox,
  place: OutboxPlace = SMS_PLACE,
): void {
  app.get(
    place.path,
    {
      config: {
        contract: {
          spec: place.spec,
          tag: 'outboxes',
          summary: `The one-time codes “sent” ${place.what} (tests and the demo read them)`,
          auth: 'none',
          demo: true,
          query: outboxQuery,
          response: { 200: outboxAnswer },
        },
      },
    },
    async (request, reply) => {
      const { phone } = parseOrThrow(outboxQuery, request.query, 'query');
      reply.header('cache-control', 'no-store');
      const messages = outbox.list(phone);
      return { messages, last: messages.at(-1) ?? null };
    },
  );

  app.delete(
    place.path,
    {
      config: {
        contract: {
          spec: place.spec,
          tag: 'outboxes',
          summary: 'Forget the sent messages',
          auth: 'none',
          demo: true,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
    },
    async () => {
      outbox.clear();
      return { ok: true };
    },
  );
}
