/**
 * One row of a rowset page: its header (title, "see all" past 2 items) and its items in the template's
 * slider. The items load when the page says so (`load`): the first rows at once, the others near the
 * screen. A row with nothing to show renders nothing (an empty favourites row, a guest's history).
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../ui/Spinner';
import { PromoSlider } from './PromoSlider';
import {
  ChannelTile,
  ContentTile,
  HistoryTile,
  PacketTile,
  PersonTile,
  PromotionTile,
  WIDE_TEMPLATES,
} from './RowItems';
import { Slider } from './Slider';
import type { Row, RowHead } from './schemas';
import { showSeeAll } from './slider-rules';
import { useCatalogueApi } from './useCatalogue';
import { useCatalogueT } from './useCatalogueT';
import { useDestination } from './useDestination';
import { useNearScreen } from './useLazyRows';

/** Items a slider asks for: enough for the open-all tile to mean something. */
export const SLIDER_ITEMS = 20;

export function rowPath(
  row: Pick<RowHead, 'id' | 'slug'>,
  libraryId?: number | null,
  search?: string,
): string {
  const params = new URLSearchParams();
  if (typeof libraryId === 'number') params.set('library_id', String(libraryId));
  if (search) params.set('text', search);
  const query = params.toString();
  return `/row/${encodeURIComponent(String(row.slug || row.id))}${query ? `?${query}` : ''}`;
}

export function useRowItems(head: RowHead, load: boolean, search?: string, libraryId?: number) {
  const api = useCatalogueApi();
  return useQuery({
    queryKey: ['row', head.id, search ?? '', libraryId ?? null, 0],
    queryFn: ({ signal }) =>
      api!.row(head.id, { offset: 0, limit: SLIDER_ITEMS, search, library_id: libraryId }, signal),
    enabled: load && api !== null,
    retry: 1,
    staleTime: search ? 0 : 500,
  });
}

function countOf(row: Row): number {
  return (
    row.contents.length +
    row.channels.length +
    row.persons.length +
    row.promotions.length +
    row.histories.length +
    row.packets.length
  );
}

export function RowSection(props: { head: RowHead; eager: boolean; search?: string; libraryId?: number }) {
  const { head } = props;
  const lazy = useNearScreen<HTMLElement>(props.eager);
  const { t } = useCatalogueT();
  const row = useRowItems(head, lazy.near, props.search, props.libraryId);
  const destination = useDestination();
  const template = head.template ?? 'content-v';
  const title = head.title ?? '';
  if (!lazy.near || row.isPending) {
    return (
      <section
        ref={lazy.ref}
        className="row row--pending"
        aria-label={title}
        aria-busy="true"
        data-row={head.slug ?? head.id}
      >
        <h2 className="row__title">{title}</h2>
        <Skeleton lines={2} />
      </section>
    );
  }
  if (row.isError) return null;
  const data = row.data;
  const count = countOf(data);
  if (count === 0) return null;
  const more = data.more_count ?? 0;
  const all = rowPath(head, props.libraryId ?? head.library_id, props.search);
  const libraryId = props.libraryId ?? head.library_id;

  if (template === 'promo-bg') {
    return (
      <section className="row row--promo" data-row={head.slug ?? head.id} data-loaded="true">
        <PromoSlider
          items={data.promotions}
          durationSec={head.duration}
          onOpen={(item) => destination.open(item.destination)}
          label={title}
        />
        {destination.dialog}
      </section>
    );
  }
  const wide = WIDE_TEMPLATES.has(template);
  let tiles: ReactNode[];
  if (data.promotions.length > 0) {
    tiles = data.promotions.map((item) => (
      <PromotionTile
        key={item.id}
        item={item}
        template={template}
        onOpen={() => destination.open(item.destination)}
      />
    ));
  } else if (data.channels.length > 0) {
    tiles = data.channels.map((channel) => <ChannelTile key={channel.id} channel={channel} />);
  } else if (data.persons.length > 0) {
    tiles = data.persons.map((person) => <PersonTile key={person.id} person={person} />);
  } else if (data.histories.length > 0) {
    tiles = data.histories.map((item) => (
      <HistoryTile key={item.content.id} item={item} wide={template === 'history-h'} />
    ));
  } else if (data.packets.length > 0) {
    tiles = data.packets.map((packet) => <PacketTile key={packet.id} packet={packet} />);
  } else {
    tiles = data.contents.map((content) => (
      <ContentTile key={content.id} content={content} wide={wide} libraryId={libraryId} />
    ));
  }
  const rowsWithPages = data.contents.length > 0;
  return (
    <section
      className={`row row--${template}`}
      data-row={head.slug ?? head.id}
      data-loaded="true"
      aria-label={title}
    >
      <div className="row__head">
        <h2 className="row__title">{title}</h2>
        {rowsWithPages && showSeeAll(count, more) && (
          <Link to={all} className="row__see-all">
            {t('see_all')}
          </Link>
        )}
      </div>
      <Slider label={title} moreCount={rowsWithPages ? more : 0} allTo={all}>
        {tiles}
      </Slider>
      {destination.dialog}
    </section>
  );
}
