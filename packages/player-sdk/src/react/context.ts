import { createContext } from 'react';
import type { Player } from '../types/player';

/** The player a `<Player>` created; null on the server and before the first client effect. */
export const PlayerContext = createContext<Player | null>(null);
