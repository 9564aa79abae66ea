/**
 * `/episodes/{slugOrId}` (001 §2): the episode (the slug's trailing digits are its id) is read from the
 * operator's content call, then its season and series, and the page becomes the series' content page
 * with this episode chosen (episode list, its description, its watch button). A missing episode is the
 * not-found page; a failed call says so and offers another try.
 */
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ApiError } from '../api/errors';
import { contentIdFrom } from '../content/content-rules';
import { useContent } from '../content/useContentData';
import { NotFound } from '../pages/NotFound';
import { ErrorState, Spinner } from '../ui/Spinner';
import { episodePath, nextParentId } from './episode-rules';

export default function EpisodePage() {
  // The content area's own words (translation.json), as the content page says them.
  const common = useTranslation().t;
  const { slugOrId } = useParams();
  const episode = useContent(contentIdFrom(slugOrId));
  const parent = useContent(episode.data ? nextParentId([episode.data]) : null);
  const chainOfTwo = episode.data && parent.data ? [episode.data, parent.data] : null;
  const grandParent = useContent(chainOfTwo ? nextParentId(chainOfTwo) : null);
  const steps = [episode, parent, grandParent];

  if (contentIdFrom(slugOrId) === null) return <NotFound kind="content" />;
  const failed = steps.find((step) => step.isError);
  if (failed) {
    if (failed.error instanceof ApiError && failed.error.status === 404) return <NotFound kind="content" />;
    return (
      <main className="page">
        <ErrorState text={common('content_failed')} onRetry={() => steps.forEach((s) => void s.refetch())} />
      </main>
    );
  }
  // A step with nothing to load is idle (not fetching, no data): the chain is complete before it.
  const chain = steps.flatMap((step) => (step.data ? [step.data] : []));
  const waiting = steps.some((step) => step.isFetching && !step.data);
  const path = !waiting && chain.length > 0 && nextParentId(chain) === null ? episodePath(chain) : null;
  if (!path) {
    return (
      <main className="page" aria-busy="true">
        <Spinner />
      </main>
    );
  }
  return <Navigate to={path} replace />;
}
