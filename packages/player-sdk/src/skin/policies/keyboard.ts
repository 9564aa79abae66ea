/**
 * Why: §2 keys (space play/pause, F fullscreen, ←/→ skip, ↑/↓ volume, Escape back) must not steal keys a
 * focused control needs: a slider owns its arrows, a button owns space, a text field owns everything.
 */
export type KeyAction =
  | { type: 'togglePlay' }
  | { type: 'fullscreen' }
  | { type: 'skip'; direction: -1 | 1 }
  | { type: 'volume'; direction: -1 | 1 }
  | { type: 'back' };

export interface KeyInput {
  key: string;
  /** Tag name of the focused element, upper case as the DOM reports it. */
  targetTag?: string;
  /** The focused element's type (inputs) or role. */
  targetType?: string | null;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

export function keyAction(input: KeyInput): KeyAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  const tag = input.targetTag ?? '';
  if (tag === 'TEXTAREA' || tag === 'SELECT') return null;
  if (tag === 'INPUT' && input.targetType !== 'range') return null;
  const onSlider = input.targetType === 'range' || input.targetType === 'slider';
  const onButton = tag === 'BUTTON' || input.targetType === 'button' || input.targetType === 'menuitemradio';
  switch (input.key) {
    case ' ':
    case 'Spacebar':
      return onButton ? null : { type: 'togglePlay' };
    case 'f':
    case 'F':
      return { type: 'fullscreen' };
    case 'ArrowLeft':
      return onSlider ? null : { type: 'skip', direction: -1 };
    case 'ArrowRight':
      return onSlider ? null : { type: 'skip', direction: 1 };
    case 'ArrowUp':
      return onSlider || input.targetType === 'menuitemradio' ? null : { type: 'volume', direction: 1 };
    case 'ArrowDown':
      return onSlider || input.targetType === 'menuitemradio' ? null : { type: 'volume', direction: -1 };
    case 'Escape':
      return { type: 'back' };
    default:
      return null;
  }
}
