/**
 * The Language settings (000 §2 Settings, ids language, language/interface, language/audiotracks,
 * language/texttracks): /settings/language lists the three with what each is set to; each id is its own view —
 * the interface language radios from the network list, the audio-track languages in the viewer's order
 * (saved locally), the subtitle language (saved locally) — with a back link to the list (its parent screen).
 */
import { useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { interfaceLanguages, normaliseLanguage } from '../i18n/language';
import { useAccountT } from '../parental/useAccountT';
import { useSession } from '../session/context';
import { browserStore } from '../session/storage';
import { AudioOrderList } from './AudioOrderList';
import { type LanguageOption, languageOptions, orderedAudio, SUBTITLE_KEY } from './language-prefs';

/** 000 §2's sub-ids of language, each with its label. */
export const LANGUAGE_PARTS = [
  { id: 'interface', label: 'interface_language' },
  { id: 'audiotracks', label: 'audio_order' },
  { id: 'texttracks', label: 'subtitle_language' },
] as const;

function LanguageRadios(props: {
  legend: string;
  name: string;
  options: readonly LanguageOption[];
  checked: string;
  onChange: (code: string) => void;
}) {
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      {props.options.map((lang) => (
        <label key={lang.code} className="radio">
          <input
            type="radio"
            name={props.name}
            value={lang.code}
            checked={props.checked === lang.code}
            onChange={() => props.onChange(lang.code)}
          />
          {lang.name}
        </label>
      ))}
    </fieldset>
  );
}

export default function LanguageTab() {
  const { t } = useAccountT();
  const { part } = useParams();
  const location = useLocation();
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
  const audio = languageOptions(languages?.audio, false);
  const subtitles = [
    { code: 'off', name: t('subtitles_off') },
    ...languageOptions(languages?.subtitle, false),
  ];
  const [subtitle, setSubtitle] = useState(() => store.get(SUBTITLE_KEY) ?? 'off');

  if (part === undefined) {
    const current: Record<(typeof LANGUAGE_PARTS)[number]['id'], string> = {
      interface: ui.find((l) => l.code === session.language)?.name ?? session.language,
      audiotracks: orderedAudio(audio, store)
        .map((l) => l.name)
        .join(', '),
      texttracks: subtitles.find((l) => l.code === subtitle)?.name ?? subtitle,
    };
    return (
      <ul className="settings-language__parts" data-testid="settings-language">
        {LANGUAGE_PARTS.map((item) => (
          <li key={item.id}>
            <Link to={`/settings/language/${item.id}`} state={location.state}>
              <span>{t(item.label)}</span>
              <span className="muted">{current[item.id]}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  const view = LANGUAGE_PARTS.find((item) => item.id === part);
  if (!view) return <p role="alert">{t('tab_not_found')}</p>;
  return (
    <div className="settings-language" data-testid={`settings-language-${view.id}`}>
      <Link to="/settings/language" state={location.state} className="settings-language__back">
        ‹ {t('tab_language')}
      </Link>
      {view.id === 'interface' && (
        <LanguageRadios
          legend={t('interface_language')}
          name="interface-language"
          options={ui}
          checked={session.language}
          onChange={(code) => session.setLanguage(code)}
        />
      )}
      {view.id === 'audiotracks' && <AudioOrderList offered={audio} store={store} />}
      {view.id === 'texttracks' && (
        <LanguageRadios
          legend={t('subtitle_language')}
          name="subtitle-language"
          options={subtitles}
          checked={subtitle}
          onChange={(code) => {
            setSubtitle(code);
            store.set(SUBTITLE_KEY, code);
          }}
        />
      )}
    </div>
  );
}
