// Avatar categories of 000 §3 (title, avatars with id and src): drawn as small SVGs from the id, so the
// picker has real pictures without image files. Each category has its own motif.
import { hueOf } from '../static/svg';

export interface AvatarCategory {
  id: number;
  title: { en: string; ru: string };
  motif: 'face' | 'star' | 'wave';
  avatarIds: readonly number[];
}

const ids = (from: number) => [0, 1, 2, 3, 4, 5].map((i) => from + i);

export const AVATAR_CATEGORIES: readonly AvatarCategory[] = [
  { id: 1, title: { en: 'Faces', ru: 'Лица' }, motif: 'face', avatarIds: ids(1) },
  { id: 2, title: { en: 'Space', ru: 'Космос' }, motif: 'star', avatarIds: ids(7) },
  { id: 3, title: { en: 'Sea', ru: 'Море' }, motif: 'wave', avatarIds: ids(13) },
];

export const ALL_AVATAR_IDS = AVATAR_CATEGORIES.flatMap((c) => c.avatarIds);
export const isAvatar = (id: number): boolean => ALL_AVATAR_IDS.includes(id);
export const avatarPath = (id: number): string => `/static/avatars/${id}.svg`;

const MOTIFS: Record<AvatarCategory['motif'], string> = {
  face:
    '<circle cx="36" cy="42" r="5" fill="#fff"/><circle cx="64" cy="42" r="5" fill="#fff"/>' +
    '<path d="M32 62 Q50 78 68 62" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>',
  star: '<path d="M50 18 L59 40 L83 41 L64 56 L71 80 L50 66 L29 80 L36 56 L17 41 L41 40 Z" fill="#fff"/>',
  wave:
    '<path d="M14 50 Q26 38 38 50 T62 50 T86 50" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/>' +
    '<path d="M14 68 Q26 56 38 68 T62 68 T86 68" stroke="#fff" stroke-opacity=".7" stroke-width="6" fill="none" stroke-linecap="round"/>',
};

/** The picture of one avatar, or undefined for an unknown id. */
export function avatarSvg(id: number): string | undefined {
  const category = AVATAR_CATEGORIES.find((c) => c.avatarIds.includes(id));
  if (!category) return undefined;
  const hue = (hueOf(`avatar-${id}`) + id * 47) % 360;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">',
    `<circle cx="50" cy="50" r="50" fill="hsl(${hue},60%,42%)"/>`,
    MOTIFS[category.motif],
    '</svg>',
  ].join('');
}
