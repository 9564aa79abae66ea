/**
 * The Language tab (000 §2 Settings): interface language radios from the network list, the audio-track
 * languages in the viewer's order (drag, or the arrow buttons for keyboard and touch), saved locally,
 * and the subtitle language, saved locally.
 */
import { useMemo, useState } from 'react';
import { interfaceLanguages, normaliseLanguage } from '../i18n/language';
import { useAccountT } from '../parental/useAccountT';
import { useSession } from '../session/context';
import { browserStore } from '../session/storage';
import { AUDIO_ORDER_KEY, languageOptions, moveItem, orderedAudio, SUBTITLE_KEY } from './language-prefs';

export default function LanguageTab() {
  const { t } = useAccountT();
  const session = useSession();
  const store = useMemo(() => browserStore(), []);
  const languages = session.network?.languages as {
    available?: unknown;
    audio?: unknown;
    subtitle?: unknown;
  } | null;
  // Only the languages the app ships: another would show English under its name.
  const shipped = interfaceLanguages(session.network);
  const ui = languageOptions(languages?.available, true).flatMap((lang) => {
    const code = normaliseLanguage(lang.code);
    return code && shipped.includes(code) ? [{ code, name: lang.name }] : [];
  });
  const [audio, setAudio] = useState(() => orderedAudio(languageOptions(languages?.audio, false), store));
  const subtitles = languageOptions(languages?.subtitle, false);
  const [subtitle, setSubtitle] = useState(() => store.get(SUBTITLE_KEY) ?? 'off');
  const [dragged, setDragged] = useState<number | null>(null);

  const reorder = (from: number, to: number) => {
    const next = moveItem(audio, from, to);
    setAudio(next);
    store.set(AUDIO_ORDER_KEY, JSON.stringify(next.map((l) => l.code)));
  };

  return (
    <div className="settings-language" data-testid="settings-language">
      <fieldset>
        <legend>{t('interface_language')}</legend>
        {ui.map((lang) => (
          <label key={lang.code} className="radio">
            <input
              type="radio"
              name="interface-language"
              value={lang.code}
              checked={session.language === lang.code}
              onChange={() => session.setLanguage(lang.code)}
            />
            {lang.name}
          </label>
        ))}
      </fieldset>
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
      <fieldset>
        <legend>{t('subtitle_language')}</legend>
        {[{ code: 'off', name: t('subtitles_off') }, ...subtitles].map((lang) => (
          <label key={lang.code} className="radio">
            <input
              type="radio"
              name="subtitle-language"
              value={lang.code}
              checked={subtitle === lang.code}
              onChange={() => {
                setSubtitle(lang.code);
                store.set(SUBTITLE_KEY, lang.code);
              }}
            />
            {lang.name}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
