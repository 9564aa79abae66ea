/**
 * One row of a rowset page: its header (title, "see all" past 2 items) and its items in the template's
 * slider. The items load when the page says so (`load`): the first rows at once, the others near the
 * screen. A row with nothing to show renders nothing (an empty favourites row, a guest's history).
 * Its items' show, click, focus and play go to the operator's analytics (useRowAnalytics).
 */
import { type ReactNode, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../ui/Spinner';
import { PacketTile } from './PacketTile';
import { PromoSlider } from './PromoSlider';
import { ChannelTile, ContentTile, HistoryTile, PersonTile, PromotionTile, WIDE_TEMPLATES } from './RowItems';
import { openEvent } from './row-analytics';
import { countOf, rowPath, useRowItems } from './row-data';
import { Slider } from './Slider';
import type { RowHead } from './schemas';
import { showSeeAll } from './slider-rules';
import { useCatalogueT } from './useCatalogueT';
import { useDestination } from './useDestination';
import { useNearScreen } from './useLazyRows';
import { type RowAnalyticsItem, useRowAnalytics } from './useRowAnalytics';

export function RowSection(props: {
  head: RowHead;
  eager: boolean;
  search?: string;
  libraryId?: number;
  /** Where the row is shown (the page's slug), for the analytics events' source. */
  source?: string;
  /** On the viewer's own page: never cached (001 §9). */
  personal?: boolean;
}) {
  const { head } = props;
  const lazy = useNearScreen<HTMLElement>(props.eager);
  const { t } = useCatalogueT();
  const row = useRowItems(head, lazy.near, props.search, props.libraryId, props.personal);
  const destination = useDestination();
  const template = head.template ?? 'content-v';
  const analytics = useRowAnalytics(template, head.id, `${props.source ?? 'page'}/${head.slug ?? head.id}`);
  const title = head.title ?? '';
  // Issue 38 (Lighthouse TBT): a row's answer renders its tiles in a deferred pass (rendered in slices that
  // yield) instead of in the query's synchronous update, where the rows answering together made one long
  // task. The promo row is the start page's largest picture (its LCP): it renders at once.
  const deferred = useDeferredValue(row.data);
  const data = template === 'promo-bg' ? row.data : deferred;
  if (!lazy.near || row.isPending || (!row.isError && data === undefined)) {
    return (
      <section
        ref={lazy.ref}
        className="row row--pending"
        aria-label={title}
        aria-busy="true"
        data-row={head.slug ?? head.id}
        data-template={template}
      >
        <h2 className="row__title">{title}</h2>
        <Skeleton lines={2} />
      </section>
    );
  }
  if (row.isError || data === undefined) return null;
  const count = countOf(data);
  if (count === 0) return null;
  const more = data.more_count ?? 0;
  const all = rowPath(head, props.libraryId ?? head.library_id, props.search);
  const libraryId = props.libraryId ?? head.library_id;

  if (template === 'promo-bg') {
    return (
      <section
        ref={analytics.sectionRef}
        className="row row--promo"
        data-row={head.slug ?? head.id}
        data-loaded="true"
      >
        <PromoSlider
          items={data.promotions}
          durationSec={head.duration}
          onOpen={(item) => {
            analytics.track(openEvent(template, item.destination?.type), item.id);
            destination.open(item.destination);
          }}
          label={title}
        />
        {destination.dialog}
      </section>
    );
  }
  const wide = WIDE_TEMPLATES.has(template);
  let tiles: ReactNode[];
  let items: RowAnalyticsItem[];
  if (data.promotions.length > 0) {
    items = data.promotions.map((item) => ({ id: item.id, destination: item.destination?.type }));
    tiles = data.promotions.map((item) => (
      <PromotionTile
        key={item.id}
        item={item}
        template={template}
        onOpen={() => destination.open(item.destination)}
      />
    ));
  } else if (data.channels.length > 0) {
    items = data.channels;
    tiles = data.channels.map((channel) => <ChannelTile key={channel.id} channel={channel} />);
  } else if (data.persons.length > 0) {
    items = data.persons;
    tiles = data.persons.map((person) => <PersonTile key={person.id} person={person} />);
  } else if (data.histories.length > 0) {
    items = data.histories.map((item) => item.content);
    tiles = data.histories.map((item) => (
      <HistoryTile key={item.content.id} item={item} wide={template === 'history-h'} />
    ));
  } else if (data.packets.length > 0) {
    items = data.packets;
    tiles = data.packets.map((packet) => <PacketTile key={packet.id} packet={packet} template={template} />);
  } else {
    items = data.contents;
    tiles = data.contents.map((content) => (
      <ContentTile key={content.id} content={content} wide={wide} libraryId={libraryId} />
    ));
  }
  const rowsWithPages = data.contents.length > 0;
  return (
    <section
      ref={analytics.sectionRef}
      className={`row row--${template}`}
      data-row={head.slug ?? head.id}
      data-loaded="true"
      aria-label={title}
      {...analytics.itemHandlers(items, (item) => openEvent(template, item.destination))}
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
