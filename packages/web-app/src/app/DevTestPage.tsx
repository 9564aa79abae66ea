/**
 * The development-only test pages (001 §2, dev-routes.ts): /test — what this page runs against (API base,
 * session, language, viewer); /test_feed — the operator's rowsets as the menu reads them; /vitrina_test — the
 * channels with an external (vitrina) player, each opening its channel page. English only: never shipped.
 */
import { Link, useLocation } from 'react-router';
import { useRowsets } from '../catalogue/useRowsets';
import { useChannels } from '../channels/useChannelData';
import { useSession } from '../session/context';

export default function DevTestPage() {
  const page = useLocation().pathname.replace(/^\//, '');
  return (
    <main className="page" data-testid="dev-test-page">
      <h1>{page}</h1>
      {page === 'test' && <SessionFacts />}
      {page === 'test_feed' && <Feed />}
      {page === 'vitrina_test' && <Vitrina />}
    </main>
  );
}

function SessionFacts() {
  const session = useSession();
  const facts = {
    apiBase: session.apiBase,
    status: session.status,
    language: session.language,
    guest: session.isGuest,
    user: session.user?.username ?? null,
    provider: session.network?.provider?.name ?? null,
  };
  return <pre>{JSON.stringify(facts, null, 2)}</pre>;
}

function Feed() {
  const rowsets = useRowsets();
  return <pre>{JSON.stringify(rowsets.data ?? rowsets.error?.message ?? null, null, 2)}</pre>;
}

function Vitrina() {
  const channels = useChannels();
  const vitrina = (channels.data ?? []).filter((c) => c.stream_types?.some((s) => s.type === 'vitrina'));
  return (
    <ul>
      {vitrina.map((c) => (
        <li key={c.id}>
          <Link to={`/channels/all/${c.slug ?? c.id}`}>{c.name}</Link>
        </li>
      ))}
    </ul>
  );
}
