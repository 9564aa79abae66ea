// §3 wire shapes for contents, content meta, episodes and persons.

import { contentPurchaseTypeId } from '../billing/purchase-types';
import { ratingOf } from '../catalogue/rating';
import type { Catalogue, ContentRecord, PersonRecord } from '../catalogue/types';
import { absoluteUrl } from '../http/origin';
import { libraryOf } from '../rowsets/select';

function poster(origin: string, content: ContentRecord) {
  return absoluteUrl(origin, `/static/posters/${content.id}.webp`);
}

export function contentJson(content: ContentRecord, origin: string) {
  const image = poster(origin, content);
  return {
    id: content.id,
    slug: content.slug,
    title: content.title,
    name: content.title,
    original: content.original,
    year: content.year,
    description: content.description,
    genres: content.genres.map((name) => ({ name })),
    content_type: content.content_type,
    series: content.series ?? null,
    season: content.season ?? null,
    parent_id: content.parentId,
    age: content.age,
    is_cartoon: content.isCartoon,
    is_lost: content.isLost,
    is_announcement: content.isAnnouncement,
    // 001 §3 Content library_id: the library the title belongs to (generated films, rowsets/select.ts).
    library_id: libraryOf(content),
    duration: content.durationSec,
    images: [
      { src: image, ar: '2:3', type: 'poster', itype: 'poster' },
      { src: image, ar: '16:9', type: 'wide', itype: 'cover' },
    ],
    cover: { src_16x9: image, src_2x3: image, bg: image, color_bg: '#20252d' },
    background: { web: image },
    ratings: [{ type: 'imdb', rating: ratingOf(content.id) }],
    trailers: content.trailerIds.map((id) => ({ id })),
    contents: content.childIds.map((id) => ({ id })),
    last_seen_channel_ids: [],
    countries: content.countries.map((name, i) => ({ id: i + 1, name })),
    motion_rating: { text: `${content.age}+` },
    persons: content.personIds,
  };
}

/** The next episode: next in the season, else the first of the next season (001 §4). */
function nextEpisode(catalogue: Catalogue, content: ContentRecord): ContentRecord | undefined {
  if (content.content_type !== 'episode' || content.parentId === null) return undefined;
  const season = catalogue.contents.find((c) => c.id === content.parentId);
  const series = catalogue.contents.find((c) => c.id === season?.parentId);
  const order = (series?.childIds ?? []).flatMap(
    (seasonId) => catalogue.contents.find((c) => c.id === seasonId)?.childIds ?? [],
  );
  const nextId = order[order.indexOf(content.id) + 1];
  return catalogue.contents.find((c) => c.id === nextId);
}

/**
 * 001 §4 pay buttons: a content sold alone is bought through an offer for its own purchase type
 * (button_data.purchase_type_id, billing README "purchase_type_id"); the packet that opens it is offered
 * too (show_options: the content's packets). With two buttons the app shows a list.
 */
function payButtons(content: ContentRecord) {
  const alone =
    content.price > 0
      ? [
          {
            button_type: 'pay',
            caption: `Buy for ${content.price} ₽`,
            sub_caption: 'Yours to keep',
            icon: null,
            play_after: true,
            show_options: false,
            button_data: { purchase_type_id: contentPurchaseTypeId(content.id) },
          },
        ]
      : [];
  return [
    ...alone,
    {
      button_type: 'pay',
      caption: 'Subscribe to Cinema+',
      sub_caption: 'Every film of the packet',
      icon: null,
      play_after: true,
      show_options: true,
      button_data: { packet_id: 101 },
    },
  ];
}

/**
 * 001 §3 Content meta stream_using: where the stream of the title comes from — a channel that airs it
 * (content_schedule, §4 "if the content is in a channel schedule and unpaid, packets show": that channel's
 * packets) and the library it is streamed from.
 */
export function streamUsing(content: ContentRecord, catalogue: Catalogue) {
  const airing = catalogue.channels.find((c) => c.featuredContentId === content.id);
  return {
    content_schedule: airing ? { channel_id: airing.id } : null,
    library_id: libraryOf(content),
  };
}

const LICENCE_TEXTS = {
  en: {
    included: 'Included in your subscription',
    available: 'Available',
    sold: 'Yours to keep once bought, or with Cinema+',
    packet: 'With Cinema+',
    notPurchased: 'Not purchased',
  },
  ru: {
    included: 'Входит в вашу подписку',
    available: 'Доступно',
    sold: 'Купите навсегда или смотрите в Cinema+',
    packet: 'В пакете Cinema+',
    notPurchased: 'Не куплено',
  },
} as const;

/**
 * 001 §3 license_info and user_license_info (text, colour): the terms of the title for this viewer, in the
 * request's language (Accept-Language ru, else English), as the operator's other texts.
 */
function licence(content: ContentRecord, lang: 'en' | 'ru') {
  const text = LICENCE_TEXTS[lang];
  if (content.isPurchased) {
    return { license_info: text.included, user_license_info: { text: text.available, color: '#3fb950' } };
  }
  return {
    license_info: content.price > 0 ? text.sold : text.packet,
    user_license_info: { text: text.notPurchased, color: '#d29922' },
  };
}

export function contentMetaJson(
  content: ContentRecord,
  catalogue: Catalogue,
  history: { seconds: number; watch_percentage: number } | null,
  lang: 'en' | 'ru' = 'en',
) {
  const next = nextEpisode(catalogue, content);
  const playable = content.content_type === 'movie' || content.content_type === 'episode';
  const purchasable = playable || content.content_type === 'program';
  return {
    id: content.id,
    history,
    is_purchased: content.isPurchased,
    is_available: !content.isLost && !content.isAnnouncement,
    is_lost: content.isLost,
    is_announcement: content.isAnnouncement,
    min_price: content.isPurchased ? 0 : content.price,
    stream_using: streamUsing(content, catalogue),
    next_to_play: next ? { id: next.id } : null,
    favorite: null,
    user_rating: null,
    buttons: purchasable && !content.isPurchased ? payButtons(content) : [],
    ...licence(content, lang),
  };
}

export function personJson(person: PersonRecord, origin: string) {
  return {
    id: person.id,
    slug: person.slug,
    name: person.name,
    bio: person.bio,
    role: person.role,
    image: absoluteUrl(origin, `/static/persons/${person.id}.webp`),
    favorite: null,
  };
}
