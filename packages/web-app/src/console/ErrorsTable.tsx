/** Errors by §8 code: the playback diagnostics code, the licence server's code or the VAST code, and how many. */
import { useTranslation } from 'react-i18next';
import { ScrollBox } from './ScrollBox';
import { Empty, QueryState } from './States';
import type { ErrorsAnswer, RangeName } from './types';
import { useQoe } from './useQoe';

export function ErrorsTable({ range }: { range: RangeName }) {
  const { t } = useTranslation('console');
  const query = useQoe<ErrorsAnswer>('/errors', { range });
  return (
    <section aria-labelledby="qoe-errors">
      <h2 id="qoe-errors">{t('errors.title')}</h2>
      <QueryState query={query}>
        {({ errors }) =>
          errors.length === 0 ? (
            <Empty>{t('errors.none')}</Empty>
          ) : (
            <ScrollBox label={t('errors.title')}>
              <table className="qoe-table">
                <thead>
                  <tr>
                    <th scope="col">{t('errors.code')}</th>
                    <th scope="col">{t('errors.source')}</th>
                    <th scope="col">{t('errors.type')}</th>
                    <th scope="col" className="num">
                      {t('errors.count')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {errors.map((e) => (
                    <tr key={`${e.source}:${e.code}:${e.errorType}`}>
                      <td>
                        <code>{e.code}</code>
                      </td>
                      <td>{e.source}</td>
                      <td>{e.errorType}</td>
                      <td className="num">{e.count}</td>
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
