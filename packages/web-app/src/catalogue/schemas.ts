/**
 * The operator's curation as the app reads it (001 §3 Row, Page, Library, Rowset item, Filter values,
 * Search suggestion). Loose objects: an operator may send more than the app uses.
 */
import { z } from 'zod';
import { channelSchema, contentSchema, personSchema } from '../api/schemas';
import { is4kChannel } from '../channels/channel-rules';

const text = z.string().nullish();
const id = z.union([z.number(), z.string()]);

export const destinationSchema = z.looseObject({
  type: text,
  id: id.nullish(),
  slug: text,
  library_id: z.number().nullish(),
  src: text,
  title: text,
  description: text,
});

export const promotionSchema = z.looseObject({
  id,
  title: text,
  short: text,
  description: text,
  background: text,
  destination: destinationSchema.nullish(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const historyItemSchema = z.looseObject({
  content: contentSchema,
  /** Set for an episode: which season and episode was watched (001 §3 History item). */
  content_episode: z.looseObject({ season: z.number().nullish(), series: z.number().nullish() }).nullish(),
  watch_percentage: z.number().nullish(),
  screenshot: text,
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

const periodHuman = z.looseObject({
  days: z.number().nullish(),
  months: z.number().nullish(),
  years: z.number().nullish(),
});
/** A packet in a packet row (packet_promo, packet_promo_base, donate_packs); prices come as "299.00" too. */
export const packetItemSchema = z.looseObject({
  id,
  name: text,
  title: text,
  short: text,
  price: z.union([z.number(), z.string()]).nullish(),
  period: z.number().nullish(),
  period_human: periodHuman.nullish(),
});
export type PacketItem = z.infer<typeof packetItemSchema>;

export const rowHeadSchema = z.looseObject({
  id,
  slug: text,
  title: text,
  template: text,
  description: text,
  content_type: text,
  duration: z.number().nullish(),
  library_id: z.number().nullish(),
});
export type RowHead = z.infer<typeof rowHeadSchema>;

const listOf = <T extends z.ZodType>(schema: T) =>
  z
    .array(schema)
    .nullish()
    .transform((list) => list ?? []);

export const rowSchema = rowHeadSchema.extend({
  contents: listOf(contentSchema),
  // 001 §5: 4K channels are removed from rows as from lists, whatever the operator's row holds.
  channels: listOf(channelSchema).transform((list) => list.filter((channel) => !is4kChannel(channel))),
  persons: listOf(personSchema),
  promotions: listOf(promotionSchema),
  histories: listOf(historyItemSchema),
  packets: listOf(packetItemSchema),
  more_count: z.number().nullish(),
  offset: z.number().nullish(),
  limit: z.number().nullish(),
});
export type Row = z.infer<typeof rowSchema>;

const subPageSchema = z.looseObject({ id, slug: text, title: text, template: text });

export const pageSchema = z.looseObject({
  id,
  slug: text,
  template: text,
  title: text,
  description: text,
  library_id: z.number().nullish(),
  preset: z.record(z.string(), z.string()).nullish(),
  pages: listOf(subPageSchema),
  rows: listOf(rowHeadSchema),
});

export const filterAnswerSchema = z.looseObject({
  contents: listOf(contentSchema),
  more_count: z.number().nullish(),
});
export const namedSchema = z.array(z.looseObject({ id: z.number(), name: z.string() }));

export const suggestionSchema = z.looseObject({
  text: z.string(),
  type: text,
  id: z.number().nullish(),
  from_history: z.boolean().nullish(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const personRowSchema = z.looseObject({ person: personSchema, contents: listOf(contentSchema) });
