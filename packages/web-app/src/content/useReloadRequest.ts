/**
 * 001 §4 Content page: "It reloads … when location state asks for a reload while logged in (the flag is
 * then cleared)". A link or a flow that changed what the viewer may watch navigates here with
 * `{ reload: true }`; a signed-in viewer's page asks its data again once, and the flag leaves the history
 * entry so Back or a reload does not repeat it.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

export function useReloadRequest(signedIn: boolean, reload: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { reload?: unknown } | null;
  const asked = state?.reload === true;
  useEffect(() => {
    if (!asked || !signedIn) return;
    reload();
    const { reload: _done, ...rest } = (location.state ?? {}) as Record<string, unknown>;
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: Object.keys(rest).length > 0 ? rest : null },
    );
  }, [asked, signedIn, reload, navigate, location]);
}
