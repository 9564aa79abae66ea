/** The viewings of the range, newest first; each opens its timeline (support's way in). */
import { useTranslation } from 'react-i18next';
import { formatTime } from './format';
import { ScrollBox } from './ScrollBox';
import { Empty, QueryState } from './States';
import type { RangeName, ViewSummary } from './types';
import { useFormat } from './useFormat';
import { useQoe } from './useQoe';

export function Viewings({ range }: { range: RangeName }) {
  const { t, i18n } = useTranslation('console');
  const query = useQoe<{ views: ViewSummary[] }>('/views', { range, limit: '100' });
  const lang = i18n.language;
  const format = useFormat();
  return (
    <section aria-labelledby="qoe-views">
      <h2 id="qoe-views">{t('views.title')}</h2>
      <QueryState query={query}>
        {({ views }) =>
          views.length === 0 ? (
            <Empty />
          ) : (
            <ScrollBox label={t('views.title')}>
              <table className="qoe-table">
                <thead>
                  <tr>
                    <th scope="col">{t('views.started')}</th>
                    <th scope="col">{t('views.what')}</th>
                    <th scope="col">{t('dim.engine')}</th>
                    <th scope="col" className="num">
                      {t('metric.startupP50')}
                    </th>
                    <th scope="col" className="num">
                      {t('views.stalls')}
                    </th>
                    <th scope="col" className="num">
                      {t('metric.errors')}
                    </th>
                    <th scope="col">{t('views.outcome')}</th>
                  </tr>
                </thead>
                <tbody>
                  {views.map((v) => (
                    <tr key={v.viewId} data-view={v.viewId}>
                      <td>
                        <a href={`#/views/${encodeURIComponent(v.viewId)}`}>
                          {formatTime(v.firstAt, lang, true)}
                        </a>
                      </td>
                      <td>{v.channelLabel || v.contentLabel || v.channel || v.content}</td>
                      <td>{v.engine}</td>
                      <td className="num" data-startup>
                        {format(v.startupMs, 'ms')}
                      </td>
                      <td className="num" data-stalls={v.rebufferCount}>
                        {v.rebufferCount}
                      </td>
                      <td className="num" data-errors={v.errors}>
                        {v.errors}
                      </td>
                      <td>{t(v.failed ? 'views.failed' : v.exited ? 'views.exited' : 'views.played')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollBox>
          )
        }
      </QueryState>
    </section>
  );
}
