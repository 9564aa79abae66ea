/** One viewing for support: what it was, then its events, renditions, stalls and errors in order. */
import { useTranslation } from 'react-i18next';
import { formatTime } from './format';
import { QueryState } from './States';
import { timelineText } from './timeline-text';
import type { TimelineEntry, ViewSummary } from './types';
import { useFormat } from './useFormat';
import { useQoe } from './useQoe';

export function Timeline({ viewId }: { viewId: string }) {
  const { t, i18n } = useTranslation('console');
  const lang = i18n.language;
  const format = useFormat();
  const query = useQoe<{ view: ViewSummary; timeline: TimelineEntry[] }>(
    `/views/${encodeURIComponent(viewId)}`,
  );
  return (
    <section aria-labelledby="qoe-timeline">
      <p>
        <a href="#/views">{t('timeline.back')}</a>
      </p>
      <h2 id="qoe-timeline">{t('timeline.title')}</h2>
      <QueryState query={query}>
        {({ view, timeline }) => (
          <>
            <dl className="qoe-facts">
              <dt>{t('views.what')}</dt>
              <dd>{view.channelLabel || view.contentLabel || view.channel || view.content}</dd>
              <dt>{t('dim.engine')}</dt>
              <dd>{view.engine}</dd>
              <dt>{t('dim.browser')}</dt>
              <dd>{view.browser}</dd>
              <dt>{t('timeline.startup')}</dt>
              <dd>{format(view.startupMs, 'ms')}</dd>
              <dt>{t('timeline.id')}</dt>
              <dd>
                <code>{view.viewId}</code>
              </dd>
            </dl>
            <ol className="qoe-timeline">
              {timeline.map((entry) => (
                <li
                  key={`${entry.seq}-${entry.type}-${entry.at}-${String(entry.event ?? entry.code ?? '')}`}
                  data-type={entry.type}
                >
                  <time dateTime={new Date(entry.at).toISOString()}>{formatTime(entry.at, lang)}</time>
                  <span>{timelineText(entry, (key, values) => t(key, { ...values }), format)}</span>
                </li>
              ))}
            </ol>
          </>
        )}
      </QueryState>
    </section>
  );
}
