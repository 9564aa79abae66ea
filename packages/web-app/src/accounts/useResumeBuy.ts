/**
 * 000 §4 authAfterBuy: a guest who pressed Buy signed in first; back on the page, the purchase restarts
 * by itself once the page can buy (`ready`), exactly once, and the marker is removed from history so a
 * reload or Back does not buy again.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ResumeState } from './useCompleteSignIn';

export function useResumeBuy(ready: boolean, buy: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const resume = (location.state as ResumeState | null)?.resumeBuy === true;
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!resume || !ready || done.current === location.key) return;
    done.current = location.key;
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null, preventScrollReset: true },
    );
    buy();
  }, [resume, ready, buy, navigate, location.key, location.pathname, location.search, location.hash]);
}
