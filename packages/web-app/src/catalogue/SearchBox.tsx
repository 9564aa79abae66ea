/**
 * The header search (001 §2 Search UI): suggestions open on focus (the viewer's recent choices) and
 * while typing (the operator's, from min_search_chars, bouncing_interval after the last key); they hide
 * 500 ms after blur so a click on one still lands. Choosing one sends it to the search history and
 * opens it; Enter opens the results page. In Russian, Latin-typed text offers the layout hint.
 */
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, forwardRef, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../session/context';
import { layoutHint } from './layout-hint';
import type { Suggestion } from './schemas';
import {
  bouncingMs,
  SEARCH_MAX,
  SUGGESTIONS_HIDE_MS,
  searchNavigation,
  searchReady,
  searchText,
} from './search-rules';
import { useCatalogueApi } from './useCatalogue';
import { useCatalogueT } from './useCatalogueT';
import './search.css';

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function suggestionPath(s: Suggestion): string {
  if (s.type === 'channel') return `/channels/all/${s.id}`;
  if (s.type === 'person') return `/persons/${s.id}`;
  if (s.type === 'content') return `/contents/${s.id}`;
  return `/search?q=${encodeURIComponent(searchText(s.text))}`;
}

export const SearchBox = forwardRef<HTMLInputElement, { placeholder: string; label: string }>(
  function SearchBox(props, ref) {
    const { t, i18n } = useCatalogueT();
    const navigate = useNavigate();
    const api = useCatalogueApi();
    const { configuration, token } = useSession();
    const [text, setText] = useState('');
    const [open, setOpen] = useState(false);
    const listId = useId();
    // A refocus within the 500 ms after a blur keeps the panel open.
    const hideTimer = useRef<number | undefined>(undefined);
    useEffect(() => () => window.clearTimeout(hideTimer.current), []);
    const settled = useDebounced(text, bouncingMs(configuration?.bouncing_interval));
    const ready = searchReady(settled, configuration?.min_search_chars);
    const q = ready ? searchText(settled) : '';
    const suggestions = useQuery({
      queryKey: ['search-suggestions', q, token],
      queryFn: () => api!.suggestions(q),
      enabled: open && api !== null,
      staleTime: 0,
    });
    const hint = layoutHint(
      text,
      i18n.language,
      (suggestions.data ?? []).map((s) => s.text),
    );

    const go = (raw: string) => {
      const target = searchNavigation(raw, window.location.pathname);
      if (!target) return;
      setOpen(false);
      navigate(target.to, { replace: target.replace });
    };
    const choose = (s: Suggestion) => {
      if (api && typeof s.id === 'number' && s.type && !s.from_history) {
        void api
          .sendSearchHistory({ query: searchText(text) || s.text, type: s.type, id: s.id, title: s.text })
          .catch(() => {});
      }
      setOpen(false);
      setText('');
      navigate(suggestionPath(s));
    };
    const submit = (event: FormEvent) => {
      event.preventDefault();
      go(text);
    };
    const items = suggestions.data ?? [];
    return (
      <form className="header__search search-box" onSubmit={submit}>
        <input
          ref={ref}
          type="search"
          aria-label={props.label}
          placeholder={props.placeholder}
          maxLength={SEARCH_MAX}
          value={text}
          role="combobox"
          aria-expanded={open && (items.length > 0 || hint !== null)}
          aria-controls={listId}
          aria-autocomplete="list"
          onFocus={() => {
            window.clearTimeout(hideTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            hideTimer.current = window.setTimeout(() => setOpen(false), SUGGESTIONS_HIDE_MS);
          }}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setOpen(false);
              event.currentTarget.blur();
            }
          }}
        />
        {open && (items.length > 0 || hint) && (
          <div className="search-box__panel" id={listId}>
            {hint && (
              <button
                type="button"
                className="search-box__hint"
                onClick={() => setText(hint)}
                data-testid="layout-hint"
              >
                {t('layout_hint', { text: hint })}
              </button>
            )}
            {items.length > 0 && (
              <ul className="search-box__list" aria-label={t('suggestions')}>
                {items.map((s) => (
                  <li key={`${s.type}-${s.id}-${s.text}`}>
                    <button type="button" className="search-box__item" onClick={() => choose(s)}>
                      <span>{s.text}</span>
                      <span className="search-box__kind">
                        {t(s.from_history ? 'kind_recent' : `kind_${s.type ?? 'content'}`)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </form>
    );
  },
);
