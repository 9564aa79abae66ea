/**
 * 001 §2 desktop side panel: two tabs (channel list, schedule), a category dropdown, a channel search box
 * (case-insensitive, transliterated both ways), the last channels and the recommended ones. A child profile gets no selector.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAnalytics } from '../analytics/useAnalytics';
import type { Channel, Programme } from '../api/schemas';
import { SEARCH_MAX } from '../catalogue/search-rules';
import { useSession } from '../session/context';
import { ChannelList } from './ChannelList';
import type { CategoryOption } from './channel-rules';
import type { ProgrammeAction } from './guide';
import { ProgrammeGuide } from './ProgrammeGuide';
import { nameMatches } from './transliterate';
import { useSidePanelTab } from './useSidePanelTab';

export function SidePanel(props: {
  options: readonly CategoryOption[];
  category: CategoryOption;
  channels: readonly Channel[];
  lastChannels: readonly Channel[];
  recommended: readonly Channel[];
  selected: Channel | null;
  playingTs: number | null;
  hrefOf: (channel: Channel) => string;
  onProgramme: (action: ProgrammeAction, programme: Programme) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { childProfile } = useSession();
  const [tab, setTab] = useSidePanelTab();
  const [query, setQuery] = useState('');
  const listBox = useRef<HTMLDivElement>(null);
  const found = useMemo(
    () => props.channels.filter((c) => nameMatches(c.name, query)),
    [props.channels, query],
  );
  // 001 §9: the channel search is reported 500 ms after the typing stops (analytics.ts).
  const analytics = useAnalytics();
  const results = useRef(found.length);
  results.current = found.length;
  useEffect(() => analytics?.channelSearch(query, results.current), [analytics, query]);

  return (
    <aside className="side-panel" aria-label={t('channels')}>
      <div className="tabs" role="tablist">
        {(['list', 'schedule'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={`tabs__tab${tab === key ? ' tabs__tab--active' : ''}`}
            onClick={() => setTab(key)}
          >
            {t(key === 'list' ? 'channel_list' : 'schedule')}
          </button>
        ))}
      </div>
      {tab === 'schedule' && props.selected ? (
        <ProgrammeGuide channel={props.selected} playingTs={props.playingTs} onAction={props.onProgramme} />
      ) : (
        <div className="side-panel__list" ref={listBox}>
          <div className="side-panel__filters">
            {!childProfile && (
              <label className="field">
                <span className="visually-hidden">{t('category')}</span>
                <select
                  aria-label={t('category')}
                  value={props.category.slug}
                  onChange={(event) => navigate(`/channels/${event.target.value}`)}
                >
                  {props.options.map((option) => (
                    <option key={option.id} value={option.slug}>
                      {option.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label className="field">
              <span className="visually-hidden">{t('channel_search')}</span>
              <input
                type="search"
                placeholder={t('channel_search')}
                aria-label={t('channel_search')}
                value={query}
                maxLength={SEARCH_MAX}
                onChange={(event) => setQuery(event.target.value)}
              />
            </label>
          </div>
          {found.length === 0 ? (
            <p className="muted">{t('warning_no_search_results')}</p>
          ) : (
            <ChannelList
              channels={found}
              selectedId={props.selected?.id ?? null}
              hrefOf={props.hrefOf}
              label={props.category.name}
              scrollRef={listBox}
            />
          )}
          {query === '' && props.lastChannels.length > 0 && (
            <section className="side-panel__last">
              <h2 className="section-title">{t('last_channels')}</h2>
              <ChannelList
                channels={props.lastChannels}
                selectedId={props.selected?.id ?? null}
                hrefOf={props.hrefOf}
                label={t('last_channels')}
              />
            </section>
          )}
          {query === '' && props.recommended.length > 0 && (
            <section className="side-panel__last">
              <h2 className="section-title">{t('recommended_channels')}</h2>
              <ChannelList
                channels={props.recommended}
                selectedId={props.selected?.id ?? null}
                hrefOf={props.hrefOf}
                label={t('recommended_channels')}
              />
            </section>
          )}
        </div>
      )}
    </aside>
  );
}
