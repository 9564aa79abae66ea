/**
 * The bottom row as React elements: skin/control-bar.ts decides which controls show, in what order, with
 * what labels and menus, and what each does; this maps them to native, labelled buttons, a slider and menus.
 */
import { useEffect, useRef, useState } from 'react';
import { type CastControl, createCastControl } from '../skin/cast-control';
import { type BarControl, controlBar, pressButton, selectMenuItem } from '../skin/control-bar';
import { usePlayerState } from './hooks';
import { Icon } from './Icon';
import { Menu } from './Menu';
import { useSkin } from './skin-context';
import { useT } from './translate-context';

const sameControls = (a: BarControl[], b: BarControl[]) => JSON.stringify(a) === JSON.stringify(b);

export function ControlBar() {
  const t = useT();
  const { controller, ui, host, toggleFullscreen } = useSkin();
  const player = controller?.player ?? null;
  const cast = useCastControl();
  const castable = cast?.available() ?? false;
  const controls = usePlayerState(
    (s) => controlBar(s, { t, fullscreen: ui.fullscreen, castable, host }),
    sameControls,
  );
  const press = (id: Extract<BarControl, { kind: 'button' }>['id']) =>
    controller &&
    pressButton(id, {
      player: controller.player,
      actions: controller.actions,
      toggleFullscreen,
      host,
      cast: () => cast?.press(),
    });

  return (
    <div className="onair-skin__row">
      {controls.map((c) => {
        switch (c.kind) {
          case 'button':
            return (
              <button
                key={c.id}
                type="button"
                aria-label={c.label}
                aria-pressed={c.pressed}
                onClick={() => press(c.id)}
                // Reaching for the cast button is when Google's sender may load (cast-control.ts).
                {...(c.id === 'cast' && cast
                  ? { onPointerEnter: cast.reach, onFocus: cast.reach, onTouchStart: cast.reach }
                  : {})}
              >
                <Icon name={c.icon} />
              </button>
            );
          case 'volume':
            return (
              <input
                key={c.id}
                className="onair-skin__volume"
                type="range"
                min={0}
                max={1}
                step={0.05}
                value={c.value}
                aria-label={c.label}
                aria-valuetext={c.valueText}
                onChange={(e) => controller?.actions.setVolume(Number(e.currentTarget.value))}
              />
            );
          case 'time':
            return (
              <span key={c.id} className="onair-skin__time">
                {c.text}
              </span>
            );
          case 'spacer':
            return <span key={c.id} className="onair-skin__spacer" />;
          default:
            return (
              <Menu
                key={c.id}
                control={c}
                open={ui.openMenu === c.id}
                onOpenChange={(open) => controller?.setOpenMenu(open ? c.id : null)}
                onSelect={(item) => player && selectMenuItem(c.id, item, player, host)}
              />
            );
        }
      })}
    </div>
  );
}

/** The cast button's behaviour (cast-control.ts) for this player; a re-render when its availability changes. */
function useCastControl(): CastControl | null {
  const { controller, host } = useSkin();
  const hostRef = useRef(host);
  hostRef.current = host;
  const [cast, setCast] = useState<CastControl | null>(null);
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!controller) return;
    const lifetime = new AbortController();
    setCast(
      createCastControl({
        player: controller.player,
        timers: controller.timers,
        options: () => hostRef.current.cast,
        alert: controller.alert,
        onChange: () => setVersion((v) => v + 1),
        signal: lifetime.signal,
      }),
    );
    return () => {
      lifetime.abort();
      setCast(null);
    };
  }, [controller]);
  return cast;
}
