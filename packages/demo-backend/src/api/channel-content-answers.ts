// The §3 answers of the channel and content calls as zod schemas, for their route contracts and so the
// OpenAPI document (issue 24): each mirrors a wire builder beside it (wire-channel, wire-content,
// stream-response, ad-info). What holds them to the builders' real output is the contract replay in npm test
// (scripts/contract.mjs: every answer the browser suites received, checked against this document); the
// stream answer is also held to the SDK's type at compile time (below streamAnswer).
import type { StreamResponse } from '@onair/player-sdk/stream-response';
import { z } from 'zod';

const url = z.string();
const unixSec = z.number().int();

const programmeEpisode = z.object({
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  season: z.number().int(),
  series: z.number().int(),
});

export const programmeAnswer = z.object({
  id: z.number().int(),
  parent_id: z.null(),
  channel_id: z.number().int(),
  content_id: z.number().int().nullable(),
  timestamp: unixSec,
  real_timestamp: unixSec,
  duration: z.number(),
  real_duration: z.number(),
  date: z.string().describe('YYYY-MM-DD (UTC)'),
  start_at: z.string().describe('ISO 8601'),
  is_catchup_available: z.boolean(),
  program: z.object({ id: z.number().int(), title: z.string() }),
  title: z.string(),
  content: z.object({ title: z.string(), age: z.number() }),
  episode: programmeEpisode.nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  content_type: z.enum(['series', 'program']),
  year: z.number().int(),
  genres: z.array(z.unknown()),
  countries: z.array(z.unknown()),
  age: z.number(),
  description: z.string(),
  image_src: url,
  time: z.string().describe('HH:MM (UTC)'),
  formatted_time: z.string(),
  current: z.boolean(),
});

const tnsTracker = z.object({
  tracker_type: z.string(),
  params: z.record(z.string(), z.string()),
  pixel_url: url,
});

export const channelAnswer = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  age: z.number(),
  rating_age: z.number(),
  is_available: z.boolean(),
  access_error: z.string().nullable(),
  is_purchased: z.boolean(),
  isPurchased: z.boolean(),
  is_favored: z.boolean(),
  is_4k: z.boolean(),
  is_hd: z.boolean(),
  hd: z.boolean(),
  is_free: z.boolean(),
  logo: url,
  icon: url,
  cover: z.object({ full: url, bg: url, color_bg: z.string(), light_bg: url, dark_bg: url }),
  archived_days: z.number(),
  real_archived_days: z.number(),
  available_archived_days: z.number(),
  stream_types: z.array(z.object({ type: z.enum(['hls', 'vitrina']) })),
  vitrinaUrl: url.nullable(),
  source: z.string(),
  aspect_ratio: z.string(),
  images: z.array(z.object({ itype: z.string(), src: url })),
  trackers: z.array(tnsTracker),
  stat: z.object({ id: z.number().int() }),
  tags: z.object({ all_channels: z.boolean(), startup: z.boolean(), is_adult: z.boolean() }),
  packets: z.array(z.number().int()),
  categories: z.array(z.number().int()),
  current_schedule: programmeAnswer.nullable(),
});

export const categoryAnswer = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  short: z.string(),
  channels: z.array(z.number().int()),
  tags: z.array(z.string()),
});

const adItem = z.object({ url, step: z.number().int(), aliases: z.array(z.string()) });
export const adInfoAnswer = z.object({
  pre_roll: z.array(adItem),
  middle_roll: z.array(adItem),
  post_roll: z.array(adItem),
  post_pause_roll: z.array(adItem),
  middle_roll_points: z.array(z.object({ position: z.number(), urls: z.array(url) })),
  max_advertising: z.number().int(),
});

export const channelConfigAnswer = z.object({
  id: z.number().int(),
  config: z.object({
    web: z.object({ player: z.enum(['default', 'vitrina']), url: url.nullable() }),
    web_vlight: z.object({ player: z.enum(['default', 'vitrina']), url: url.nullable() }),
  }),
  ad: adInfoAnswer.nullable(),
});

/** 000 §3 Stream: live, archive (stream_info), content (DRM, playback points, packshots) or trailer. */
export const streamAnswer = z.object({
  hls: url.optional(),
  hls_mbr: url.optional(),
  img: url.optional(),
  ad: adInfoAnswer.optional(),
  stat: z.object({ id: z.number().int() }),
  trackers: z.array(tnsTracker),
  stream_info: z
    .object({
      programme_id: z.number().int(),
      start: unixSec,
      end: unixSec,
      offset: z.number(),
      is_archive: z.boolean(),
    })
    .optional(),
  playback_points: z
    .array(
      z.object({
        type: z.string(),
        start: z.number(),
        end: z.number(),
        button: z.object({ action: z.string(), label: z.string() }),
      }),
    )
    .optional(),
  streams: z.array(z.object({ type: z.string(), url })).optional(),
  laWidevine: url.optional(),
  laPlayready: url.optional(),
  laFairplay: url.optional(),
  laClearkey: url.optional().describe('Extension: the ClearKey licence server'),
  fpsCertificate: url.optional(),
  drm_provider: z.string().optional(),
  drm: z.object({ thumbUrl: url.optional(), force_subtitles: z.boolean() }).optional(),
  packshots: z.array(z.object({ url })).optional(),
  screenshot_url: url.optional(),
  screenshot_timings: url.optional(),
  content_schedule: z.object({ channel_id: z.number().int() }).nullable().optional(),
});

// The stream answer has one source, the SDK's StreamResponse (@onair/player-sdk/stream-response), which the
// builders in stream-response.ts already return. This schema only says it for the OpenAPI document, and
// the two lines below hold it to that type: they fail this package's typecheck when the schema names a
// field the SDK's type does not, misses one it has, or allows a value it does not take. So renaming a
// field fails the SDK's typecheck (its readers) and this one (the builders and this schema).
type StreamAnswer = z.infer<typeof streamAnswer>;
type FieldsApart = [
  onlyInTheSdk: Exclude<keyof StreamResponse, keyof StreamAnswer>,
  onlyInThisSchema: Exclude<keyof StreamAnswer, keyof StreamResponse>,
];
const _streamAnswerFields: FieldsApart extends [never, never] ? 'the same' : FieldsApart = 'the same';
const _streamAnswerAsSdk = (answer: StreamAnswer): StreamResponse => answer;

export const contentType = z.enum(['movie', 'program', 'series', 'season', 'episode']);

const image = z.object({ src: url, ar: z.string(), type: z.string(), itype: z.string() });
export const contentAnswer = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  name: z.string(),
  original: z.string(),
  year: z.number().int(),
  description: z.string(),
  genres: z.array(z.object({ name: z.string() })),
  content_type: contentType,
  series: z.number().int().nullable(),
  season: z.number().int().nullable(),
  parent_id: z.number().int().nullable(),
  age: z.number(),
  is_cartoon: z.boolean(),
  is_lost: z.boolean(),
  is_announcement: z.boolean(),
  library_id: z.number().int().nullable(),
  duration: z.number(),
  images: z.array(image),
  cover: z.object({ src_16x9: url, src_2x3: url, bg: url, color_bg: z.string() }),
  background: z.object({ web: url }),
  ratings: z.array(z.object({ type: z.string(), rating: z.number() })),
  trailers: z.array(z.object({ id: z.number().int() })),
  contents: z.array(z.object({ id: z.number().int() })),
  last_seen_channel_ids: z.array(z.number().int()),
  countries: z.array(z.object({ id: z.number().int(), name: z.string() })),
  motion_rating: z.object({ text: z.string() }),
  persons: z.array(z.number().int()),
});

export const contentMetaAnswer = z.object({
  id: z.number().int(),
  history: z.object({ seconds: z.number(), watch_percentage: z.number() }).nullable(),
  is_purchased: z.boolean(),
  is_available: z.boolean(),
  is_lost: z.boolean(),
  is_announcement: z.boolean(),
  min_price: z.number(),
  stream_using: z.object({
    content_schedule: z.object({ channel_id: z.number().int() }).nullable(),
    library_id: z.number().int().nullable(),
  }),
  next_to_play: z.object({ id: z.number().int() }).nullable(),
  favorite: z.null(),
  user_rating: z.null(),
  buttons: z.array(
    z.object({
      button_type: z.string(),
      caption: z.string(),
      sub_caption: z.string(),
      icon: z.null(),
      play_after: z.boolean(),
      show_options: z.boolean(),
      button_data: z.union([
        z.object({ purchase_type_id: z.number().int() }),
        z.object({ packet_id: z.number().int() }),
      ]),
    }),
  ),
  license_info: z.string().nullable(),
  user_license_info: z.object({ text: z.string(), color: z.string() }).nullable(),
});

export const personAnswer = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  bio: z.string(),
  role: z.string(),
  image: url,
  favorite: z.null(),
});

export const sourcesAnswer = z.object({
  catchups: z.array(z.object({ id: z.number().int(), channel_id: z.number().int(), start_at: unixSec })),
});

export const episodeAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  season: z.number().int().nullable(),
  series: z.number().int().nullable(),
  is_announcement: z.boolean(),
  /** 001 §3: the viewer's progress in the episode, one entry once they have watched some of it. */
  histories: z.array(z.object({ seconds: z.number(), watch_percentage: z.number() })),
});

export const personContentAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  content_type: contentType,
  age: z.number(),
  slug: z.string(),
});
