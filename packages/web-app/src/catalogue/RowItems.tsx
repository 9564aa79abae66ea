/**
 * One tile per row template (001 §2 Rowset page): posters (content-v, collection-v), wide frames
 * (content-h, history-h), channels, persons, buttons and promotions (packets: PacketTile.tsx). Contents
 * keep the row's library_id on the way to the content page.
 */
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { Channel, Content, Person } from '../api/schemas';
import { useZoomPreview } from '../channels/useZoomPreview';
import { mayPreview } from '../channels/zoom-preview';
import { posterOf } from '../content/ContentCard';
import { contentTitle } from '../content/content-rules';
import { modalPageState } from '../layout/page-modes';
import { useSession } from '../session/context';
import { Artwork } from '../ui/Artwork';
import { HistoryEpisode } from './HistoryEpisode';
import type { HistoryItem, Promotion } from './schemas';

// The player's code is fetched only when a tile is first zoomed: a page of rows never pays for it otherwise.
const ChannelPreview = lazy(() => import('../channels/ChannelPreview'));

export const WIDE_TEMPLATES = new Set(['content-h', 'history-h', 'promo-wide']);

export function contentLink(content: Content, libraryId?: number | null): string {
  const path = `/contents/${content.slug ?? content.id}`;
  // The title's own answer wins, even "no library" (null); the row's library only when it says nothing.
  const library = content.library_id !== undefined ? content.library_id : libraryId;
  return typeof library === 'number' ? `${path}?library_id=${library}` : path;
}

export function ContentTile({
  content,
  wide,
  libraryId,
}: {
  content: Content;
  wide: boolean;
  libraryId?: number | null;
}) {
  const image = posterOf(content, wide ? '16:9' : '2:3');
  return (
    <Link
      to={contentLink(content, libraryId)}
      state={modalPageState()}
      className={`tile tile--${wide ? 'wide' : 'poster'}`}
    >
      {image ? (
        <Artwork src={image} kind={wide ? 'wide' : 'poster'} className="tile__image" />
      ) : (
        <span className="tile__image" />
      )}
      <span className="tile__title">{contentTitle(content)}</span>
      {content.year ? <span className="tile__meta">{content.year}</span> : null}
    </Link>
  );
}

export function HistoryTile({ item, wide }: { item: HistoryItem; wide: boolean }) {
  const percentage = Math.max(0, Math.min(100, item.watch_percentage ?? 0));
  return (
    <Link
      to={contentLink(item.content)}
      state={modalPageState()}
      className={`tile tile--${wide ? 'wide' : 'poster'}`}
    >
      <Artwork
        src={item.screenshot ?? posterOf(item.content) ?? ''}
        kind={wide ? 'wide' : 'poster'}
        className="tile__image"
      />
      <span className="tile__progress" style={{ width: `${percentage}%` }} />
      <span className="tile__title">{contentTitle(item.content)}</span>
      <HistoryEpisode item={item} />
    </Link>
  );
}

/** A channel tile; reached by pointer or keyboard, it zooms and previews the channel (001 §4, zoom-preview.ts). */
export function ChannelTile({ channel }: { channel: Channel }) {
  const { childProfile } = useSession();
  const { zoomed, handlers } = useZoomPreview(channel.id, mayPreview(channel, childProfile));
  const logo =
    (channel as { logo?: string | null; icon?: string | null }).logo ??
    (channel as { icon?: string | null }).icon;
  return (
    <Link
      to={`/channels/all/${channel.slug ?? channel.id}`}
      className={`tile tile--channel${zoomed ? ' tile--zoomed' : ''}`}
      {...handlers}
    >
      <span className="tile__media">
        {logo ? <Artwork src={logo} kind="wide" className="tile__image" /> : <span className="tile__image" />}
        {zoomed && (
          <Suspense fallback={null}>
            <ChannelPreview channelId={channel.id} name={channel.name} />
          </Suspense>
        )}
      </span>
      <span className="tile__title">{channel.name}</span>
    </Link>
  );
}

export function PersonTile({ person }: { person: Person }) {
  const image = (person as { image?: string | null }).image;
  return (
    <Link to={`/persons/${person.slug ?? person.id}`} state={modalPageState()} className="tile tile--person">
      {image ? (
        <Artwork src={image} kind="person" className="tile__image" />
      ) : (
        <span className="tile__image" />
      )}
      <span className="tile__title">{person.name}</span>
    </Link>
  );
}

export function PromotionTile({
  item,
  template,
  onOpen,
}: {
  item: Promotion;
  template: string;
  onOpen: () => void;
}) {
  const button = template === 'button' || template === 'branded_button';
  return (
    <button
      type="button"
      className={`tile tile--${button ? 'button' : 'promo'} tile--${template}`}
      onClick={onOpen}
    >
      {!button && item.background ? (
        <Artwork src={item.background} kind="wide" className="tile__image" />
      ) : null}
      <span className="tile__title">{item.title}</span>
      {item.short && !button ? <span className="tile__meta">{item.short}</span> : null}
    </button>
  );
}
