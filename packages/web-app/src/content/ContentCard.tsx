import { Link, useLocation } from 'react-router';
import type { Content } from '../api/schemas';
import { isModalPageState, modalPageState } from '../layout/page-modes';
import { Artwork } from '../ui/Artwork';
import { contentPath, contentTitle } from './content-rules';
import { posterOf } from './poster';

export { posterOf };

/**
 * A title of the content page's similar list (001 §2: the content page opens as a modal page with the
 * flags modalPage and isSimilar): over the same list, replacing the modal page it was chosen from.
 */
export function ContentCard({ content }: { content: Content }) {
  const poster = posterOf(content);
  const inModal = isModalPageState(useLocation().state);
  return (
    <Link
      to={contentPath(content)}
      className="content-card"
      state={modalPageState(true)}
      replace={inModal}
      preventScrollReset={inModal}
    >
      {poster ? (
        <Artwork src={poster} kind="card" className="content-card__poster" />
      ) : (
        <span className="content-card__poster content-card__poster--empty" aria-hidden="true" />
      )}
      <span className="content-card__title">{contentTitle(content)}</span>
      {content.year && <span className="content-card__meta">{content.year}</span>}
    </Link>
  );
}
