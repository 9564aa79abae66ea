/** The skin's icons as React elements (the paths are shared with the custom element: skin/icons.ts). */
import { ICON_PATHS, type IconName } from '../skin/icons';

export function Icon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
