/** What the skin's parts share: the player, the viewer's intents, text, timers and the skin's own UI state. */
import { createContext, useContext } from 'react';
import type { SkinActions } from './actions';
import type { MessageKey } from './messages';
import type { SkinTimers } from './policies/timers';
import type { SkinPlayer } from './skin-state';

export interface SkinContextValue {
  player: SkinPlayer | null;
  actions: SkinActions | null;
  timers: SkinTimers;
  mobile: boolean;
  fullscreen: boolean;
  toggleFullscreen(): void;
  openMenu: string | null;
  setOpenMenu(id: string | null): void;
  /** Speaks a short change through the aria-live region. */
  announce(text: string): void;
  /** Shows a transient alert (warnings, cast failures). */
  alert(key: MessageKey): void;
  openDiagnostics(): void;
}

export const SkinContext = createContext<SkinContextValue | null>(null);

export function useSkin(): SkinContextValue {
  const value = useContext(SkinContext);
  if (!value) throw new Error('skin parts must render inside <PlayerSkin>');
  return value;
}
