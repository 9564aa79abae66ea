/**
 * The bottom row as React elements: skin/control-bar.ts decides which controls show, in what order, with
 * what labels and menus, and what each does; this maps them to native, labelled buttons, a slider and menus.
 */
import { useEffect, useState } from 'react';
import { watchCastAvailability } from '../skin/cast';
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
  const castable = useCastAvailable(player?.video ?? null);
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
      alert: controller.alert,
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

/** The cast button shows where the browser has Remote Playback and has not said that no device exists. */
function useCastAvailable(video: HTMLVideoElement | null): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const watching = new AbortController();
    watchCastAvailability(video, setAvailable, watching.signal);
    return () => watching.abort();
  }, [video]);
  return available;
}
