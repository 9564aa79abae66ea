// §3 wire shapes for contents, content meta, episodes and persons.

import { contentPurchaseTypeId } from '../billing/purchase-types';
import { ratingOf } from '../catalogue/rating';
import type { Catalogue, ContentRecord, PersonRecord } from '../catalogue/types';
import { absoluteUrl } from '../http/origin';

function poster(origin: string, content: ContentRecord) {
  return absoluteUrl(origin, `/static/posters/${content.id}.svg`);
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
    library_id: null,
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

export function contentMetaJson(
  content: ContentRecord,
  catalogue: Catalogue,
  history: { seconds: number; watch_percentage: number } | null,
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
    stream_using: { content_schedule: null, library_id: null },
    next_to_play: next ? { id: next.id } : null,
    favorite: null,
    user_rating: null,
    buttons: purchasable && !content.isPurchased ? payButtons(content) : [],
    license_info: content.isPurchased ? 'Included in your subscription' : null,
    user_license_info: content.isPurchased ? { text: 'Available', color: '#3fb950' } : null,
  };
}

export function personJson(person: PersonRecord, origin: string) {
  return {
    id: person.id,
    slug: person.slug,
    name: person.name,
    bio: person.bio,
    role: person.role,
    image: absoluteUrl(origin, `/static/persons/${person.id}.svg`),
    favorite: null,
  };
}
