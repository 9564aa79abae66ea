/**
 * The audio-track languages in the viewer's order (000 §2 Settings → language/audiotracks): dragged, or
 * moved with the arrow buttons (keyboard and touch); the order is saved locally (language-prefs.ts).
 */
import { useState } from 'react';
import { useAccountT } from '../parental/useAccountT';
import type { KeyValueStore } from '../session/storage';
import { AUDIO_ORDER_KEY, type LanguageOption, moveItem, orderedAudio } from './language-prefs';

export function AudioOrderList({ offered, store }: { offered: LanguageOption[]; store: KeyValueStore }) {
  const { t } = useAccountT();
  const [audio, setAudio] = useState(() => orderedAudio(offered, store));
  const [dragged, setDragged] = useState<number | null>(null);
  const reorder = (from: number, to: number) => {
    const next = moveItem(audio, from, to);
    setAudio(next);
    store.set(AUDIO_ORDER_KEY, JSON.stringify(next.map((l) => l.code)));
  };
  return (
    <fieldset>
      <legend>{t('audio_order')}</legend>
      <p className="muted">{t('audio_order_hint')}</p>
      <ol className="settings-language__audio">
        {audio.map((lang, index) => (
          <li
            key={lang.code}
            draggable
            data-code={lang.code}
            className={dragged === index ? 'is-dragged' : undefined}
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) reorder(dragged, index);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
          >
            <span aria-hidden="true">⠿</span> {lang.name}
            <span className="settings-language__moves">
              <button
                type="button"
                className="icon-button"
                disabled={index === 0}
                aria-label={t('move_up', { name: lang.name })}
                onClick={() => reorder(index, index - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="icon-button"
                disabled={index === audio.length - 1}
                aria-label={t('move_down', { name: lang.name })}
                onClick={() => reorder(index, index + 1)}
              >
                ↓
              </button>
            </span>
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
