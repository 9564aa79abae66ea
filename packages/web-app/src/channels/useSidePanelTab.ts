/**
 * 001 §2: the side panel's tab (channel list or schedule) is remembered in local storage; the default is
 * schedule on mobile and the channel list on desktop.
 */
import { useCallback, useState } from 'react';
import { isMobileDevice } from '../layout/useHeaderMode';
import { browserStore, KEYS } from '../session/storage';

export type SidePanelTab = 'list' | 'schedule';

export function initialTab(stored: string | null, mobile: boolean): SidePanelTab {
  if (stored === 'list' || stored === 'schedule') return stored;
  return mobile ? 'schedule' : 'list';
}

export function useSidePanelTab(): [SidePanelTab, (tab: SidePanelTab) => void] {
  const [tab, setTab] = useState<SidePanelTab>(() =>
    initialTab(browserStore().get(KEYS.sidePanelTab), isMobileDevice()),
  );
  const choose = useCallback((next: SidePanelTab) => {
    browserStore().set(KEYS.sidePanelTab, next);
    setTab(next);
  }, []);
  return [tab, choose];
}
