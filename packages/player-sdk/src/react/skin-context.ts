/** What the skin's React parts share: the framework-free skin controller, its state, and the host's props. */
import { createContext, useContext } from 'react';
import type { ControlBarProps } from '../skin/control-bar';
import type { SkinController, SkinUi } from '../skin/controller';

export interface SkinContextValue {
  /** Null until the `<Player>` has created its player (and always on the server). */
  controller: SkinController | null;
  ui: SkinUi;
  mobile: boolean;
  toggleFullscreen(): void;
  host: ControlBarProps;
}

export const SkinContext = createContext<SkinContextValue | null>(null);

export function useSkin(): SkinContextValue {
  const value = useContext(SkinContext);
  if (!value) throw new Error('skin parts must render inside <PlayerSkin>');
  return value;
}
