/**
 * The favourites toggle for a channel, a content, a person or a programme (000 §4, 001 §6, §7 add
 * "channel_id, program_id, person_id or content_id"): a guest gets the auth modal; a signed-in viewer sees the
 * flip at once, the server is asked after, and a failure flips it back and shows the alert (001 §8
 * "favourites errors → alert").
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { openModal } from '../modals/modal-url';
import { useSession } from './context';

export type FavouriteTarget = { kind: 'channel' | 'content' | 'person' | 'program'; id: number };

export function useFavouriteToggle(target: FavouriteTarget, initial: boolean) {
  const navigate = useNavigate();
  const session = useSession();
  const [favoured, setFavoured] = useState(initial);

  const toggle = async () => {
    if (session.isGuest || !session.endpoints) {
      openModal(navigate, 'auth');
      return;
    }
    const next = !favoured;
    setFavoured(next);
    const field = `${target.kind}_id` as const;
    try {
      const list = await session.endpoints.favorites();
      const existing = list.find((f) => Number(f[field]) === target.id);
      if (next && !existing) await session.endpoints.addFavorite({ [field]: target.id });
      if (!next && existing) await session.endpoints.removeFavorite(existing.id);
    } catch {
      setFavoured(!next);
      // 000 §8: a favourites failure shows an alert, not only the star flipping back.
      session.showMessage({ title: 'error', text: 'favourite_failed' });
    }
  };

  return { favoured, toggle };
}
