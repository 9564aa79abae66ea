/**
 * The response contracts (000 §3, 001 §3) checked at the boundary. Objects are loose: an operator may send
 * more fields than we read, and that must not break the app; a missing or wrong-typed field we rely on does.
 */
import { z } from 'zod';

const id = z.union([z.number(), z.string()]);
const optionalText = z.string().nullish();
const flag = z.boolean().nullish();

export const languageSchema = z.looseObject({
  key: z.string().optional(),
  lang: z.string().optional(),
  name: optionalText,
  interface: flag,
  priority: z.number().nullish(),
});

export const networkSchema = z.looseObject({
  id: id.nullish(),
  provider: z
    .looseObject({
      id: id.nullish(),
      name: optionalText,
      auto_auth: z.unknown().optional(),
      /** 000 §5: the phone mask; its `*` and digits give the phone length. */
      phone_mask: optionalText,
      /** 000 §5: digits of a number not starting with 7, where the provider takes local numbers. */
      phone_local_length: z.number().int().positive().nullish(),
      /** 000 §7 Regional variants: the provider's middleware answers the mw/* calls (block status…). */
      regional_middleware: flag,
    })
    .nullish(),
  remote: z.union([z.string(), z.looseObject({ ip: optionalText })]).nullish(),
  ip: optionalText,
  country: z.union([z.string(), z.looseObject({ code: optionalText, name: optionalText })]).nullish(),
  is_guest_allowed: flag,
  auto_auth: z.union([z.string(), z.boolean(), z.looseObject({ url: optionalText })]).nullish(),
  promo_days: z.number().nullish(),
  languages: z.looseObject({ available: z.array(languageSchema).nullish() }).nullish(),
  lk_link: z.unknown().optional(),
  /** 000 §5: the one-time code length (6 when absent). */
  phone_otp_length: z.number().nullish(),
});
export type Network = z.infer<typeof networkSchema>;

export const configurationSchema = z.looseObject({
  catchup_blackout_safe_area: z.unknown().optional(),
  catchup_blackout_mattress_url: optionalText,
  min_search_chars: z.number().nullish(),
  bouncing_interval: z.number().nullish(),
});
export type Configuration = z.infer<typeof configurationSchema>;

export const resourcesSchema = z.record(z.string(), z.unknown());

export const userSchema = z.looseObject({
  id,
  username: optionalText,
  first_name: optionalText,
  phone: optionalText,
  is_guest: z.boolean(),
  parental_status: optionalText,
  profile: z.looseObject({ id: id.nullish(), role: optionalText }).nullish(),
  role: optionalText,
});
export type User = z.infer<typeof userSchema>;

/** 000 §2 Welcome: a document on the welcome screen, maybe with a checkbox (default_value or false). */
export const welcomeDocSchema = z.looseObject({
  id: id.nullish(),
  /** intro, agreement, news…: an agreement checkbox is consent (welcome-docs.ts). */
  type: optionalText,
  title: optionalText,
  name: optionalText,
  text: optionalText,
  description: optionalText,
  url: optionalText,
  link: optionalText,
  checkbox: flag,
  is_checkbox: flag,
  default_value: flag,
});
export type WelcomeDoc = z.infer<typeof welcomeDocSchema>;

export const welcomePageSchema = z.looseObject({ docs: z.array(welcomeDocSchema).nullish() });
export type WelcomePage = z.infer<typeof welcomePageSchema>;

/** 000 §7 pages/auth: the operator's sign-in methods (names or objects naming them). */
export const authPageSchema = z.looseObject({ methods: z.array(z.unknown()).nullish() });

export const deviceSchema = z.looseObject({
  id,
  serial: optionalText,
  login_at: optionalText,
  device_type: optionalText,
  /** The calling token's own device (000 §5: it may not be offered for removal). */
  is_current: flag,
});
export type DeviceRecord = z.infer<typeof deviceSchema>;

export const grantSchema = z.looseObject({
  access_token: z.string().min(1),
  /** Unix seconds or an ISO date; absent means the 12 h default. */
  expired: z.union([z.number(), z.string()]).nullish(),
  device: deviceSchema.nullish(),
});
export type Grant = z.infer<typeof grantSchema>;

/** A sign-in answer (000 §7 auth/otp, auth/login): a grant, maybe with the signed-in user beside it. */
export const signInGrantSchema = grantSchema.extend({ user: userSchema.nullish() });
export type SignInGrant = z.infer<typeof signInGrantSchema>;

export const channelSchema = z.looseObject({
  id: z.number(),
  slug: optionalText,
  name: z.string(),
  description: optionalText,
  age: z.number().nullish(),
  rating_age: z.number().nullish(),
  is_available: flag,
  access_error: optionalText,
  is_purchased: flag,
  isPurchased: flag,
  is_favored: flag,
  is_4k: flag,
  is_hd: flag,
  hd: flag,
  is_free: flag,
  is_hidden: flag,
  logo: optionalText,
  icon: optionalText,
  archived_days: z.number().nullish(),
  available_archived_days: z.number().nullish(),
  real_archived_days: z.number().nullish(),
  stream_types: z.array(z.looseObject({ type: z.string() })).nullish(),
  tags: z.union([z.array(z.string()), z.record(z.string(), z.unknown())]).nullish(),
  categories: z.array(z.number()).nullish(),
  current_schedule: z.unknown().optional(),
});
export type Channel = z.infer<typeof channelSchema>;

export const categorySchema = z.looseObject({
  id: z.number(),
  slug: optionalText,
  name: z.string(),
  short: optionalText,
  channels: z.array(z.number()).nullish(),
  tags: z.union([z.array(z.string()), z.record(z.string(), z.unknown())]).nullish(),
});
export type Category = z.infer<typeof categorySchema>;

export const programmeSchema = z.looseObject({
  id,
  channel_id: id.nullish(),
  content_id: id.nullish(),
  timestamp: z.number(),
  duration: z.number(),
  is_catchup_available: flag,
  program: z.looseObject({ title: optionalText }).nullish(),
  title: optionalText,
  content: z.looseObject({ title: optionalText, age: z.number().nullish() }).nullish(),
  age: z.number().nullish(),
  description: optionalText,
});
export type Programme = z.infer<typeof programmeSchema>;

export const packetSchema = z.looseObject({
  id,
  name: z.string(),
  short: optionalText,
  description: optionalText,
  price: z.union([z.number(), z.string()]).nullish(),
  period: z.number().nullish(),
  base: flag,
});
export type Packet = z.infer<typeof packetSchema>;

const imageSchema = z.looseObject({
  src: z.string(),
  ar: optionalText,
  type: optionalText,
  itype: optionalText,
});
const ratingSchema = z.looseObject({ type: z.string(), rating: z.union([z.number(), z.string()]).nullish() });
const personRef = z.looseObject({ id, name: z.string(), slug: optionalText, role: optionalText });

export const contentSchema = z.looseObject({
  id: z.number(),
  slug: optionalText,
  title: optionalText,
  name: optionalText,
  original: optionalText,
  year: z.number().nullish(),
  description: optionalText,
  genres: z.array(z.union([z.string(), z.looseObject({ name: z.string() })])).nullish(),
  content_type: optionalText,
  season: z.number().nullish(),
  series: z.number().nullish(),
  parent_id: id.nullish(),
  age: z.number().nullish(),
  is_lost: flag,
  is_available: z.union([z.boolean(), z.number()]).nullish(),
  is_purchased: flag,
  is_announcement: flag,
  library_id: id.nullish(),
  images: z.array(imageSchema).nullish(),
  cover: z.record(z.string(), z.unknown()).nullish(),
  background: z.unknown().optional(),
  ratings: z.array(ratingSchema).nullish(),
  rating_imdb: z.union([z.number(), z.string()]).nullish(),
  rating_kinopoisk: z.union([z.number(), z.string()]).nullish(),
  trailers: z.array(z.looseObject({ id })).nullish(),
  /** Person objects, or only their ids (then the persons list names them). */
  persons: z.array(z.union([personRef, z.number(), z.string()])).nullish(),
  countries: z.array(z.union([z.string(), z.looseObject({ name: z.string() })])).nullish(),
  contents: z.array(z.looseObject({ id: z.number() })).nullish(),
  last_seen_channel_ids: z.array(z.number()).nullish(),
  duration: z.number().nullish(),
  /** 001 §3 Episode history entry: the viewer's progress in an episode (the episodes call). */
  histories: z.array(z.looseObject({ watch_percentage: z.number().nullish() })).nullish(),
});
export type Content = z.infer<typeof contentSchema>;

export const contentMetaSchema = z.looseObject({
  history: z.looseObject({ seconds: z.number().nullish(), watch_percentage: z.number().nullish() }).nullish(),
  is_purchased: flag,
  is_available: z.union([z.boolean(), z.number()]).nullish(),
  is_lost: flag,
  min_price: z.union([z.number(), z.string()]).nullish(),
  /** 001 §3/§7: a channel airing the title (its packets sell it, §4) and the library its stream uses. */
  stream_using: z
    .looseObject({
      content_schedule: z.looseObject({ channel_id: z.number().nullish() }).nullish(),
      library_id: z.number().nullish(),
    })
    .nullish(),
  license_info: optionalText,
  user_license_info: z.looseObject({ text: optionalText, color: optionalText }).nullish(),
  next_to_play: z.looseObject({ id: z.number() }).nullish(),
  buttons: z
    .array(
      z.looseObject({
        button_type: optionalText,
        caption: optionalText,
        sub_caption: optionalText,
        show_options: flag,
      }),
    )
    .nullish(),
  is_announcement: flag,
  favorite: z.unknown().optional(),
});
export type ContentMeta = z.infer<typeof contentMetaSchema>;

/** 001 §3 Library: id, title, cover {bg, color_bg}, bg. */
export const librarySchema = z.looseObject({
  id: z.number(),
  title: optionalText,
  bg: optionalText,
  cover: z.looseObject({ bg: optionalText, color_bg: optionalText }).nullish(),
});
export type Library = z.infer<typeof librarySchema>;

export const personSchema = z.looseObject({
  id,
  name: z.string(),
  slug: optionalText,
  bio: optionalText,
  role: optionalText,
});
export type Person = z.infer<typeof personSchema>;

export const favoriteSchema = z.looseObject({
  id,
  channel_id: id.nullish(),
  content_id: id.nullish(),
  person_id: id.nullish(),
  program_id: id.nullish(),
  object_id: id.nullish(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** 001 §3 Menu page: one page of the operator's rowsets (id, slug, title, template, icon). */
export const menuPageSchema = z.looseObject({
  id,
  slug: optionalText,
  title: optionalText,
  name: optionalText,
  template: optionalText,
  /** Where an outer_link page points. */
  url: optionalText,
  link: optionalText,
  /** A catalogue page's sub pages (001 §2: its sub-menu links to /{catalogue slug}/{sub page slug}). */
  pages: z.array(z.looseObject({ id, slug: optionalText, title: optionalText })).nullish(),
});
export type MenuPage = z.infer<typeof menuPageSchema>;

/** Rowsets come as a list of pages, or as an object holding them in `pages`. */
export const rowsetsSchema = z.union([
  z.array(menuPageSchema),
  z.looseObject({ pages: z.array(menuPageSchema) }).transform((rowsets) => rowsets.pages),
]);

export const anyBody = z.unknown();
