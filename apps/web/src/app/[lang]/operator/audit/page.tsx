/** The audit log `/operator/audit` (issue 19 item 1, admin): every back-office change, filtered. */
import { ApiFailure } from '@/components/operator/ApiFailure';
import { AuditTable } from '@/components/operator/AuditTable';
import { DateRangeFilters, FilterForm, TextFilter } from '@/components/operator/FilterForm';
import { OperatorShell } from '@/components/operator/OperatorShell';
import { Pager } from '@/components/operator/Pager';
import styles from '@/components/operator/operator.module.css';
import { apiQuery } from '@/lib/apiQuery';
import { getT } from '@/lib/i18n/server';
import { operatorMetadata, operatorPage } from '@/lib/operator/page';
import { operatorGet, pageParam, param, queryString } from '@/lib/operator/server';
import { ymdFromDateInput } from '@/lib/operator/time';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function generateMetadata({ params }: Props) {
  return operatorMetadata(params, 'auditTitle');
}

export default async function OperatorAuditPage({ params, searchParams }: Props) {
  const { lang, operator } = await operatorPage(params);
  const query = await searchParams;
  const filters = {
    actor: param(query.actor),
    action: param(query.action),
    targetType: param(query.targetType),
    targetId: param(query.targetId),
    from: ymdFromDateInput(param(query.from)),
    to: ymdFromDateInput(param(query.to)),
  };
  const page = pageParam(query.page);
  const [t, result] = await Promise.all([
    getT(lang, 'operator'),
    operatorGet((api) =>
      api.GET('/v1/operator/audit', {
        params: { query: apiQuery('/v1/operator/audit', { ...filters, page }) },
      }),
    ),
  ]);
  const pageHref = (n: number) =>
    `/operator/audit${queryString({ ...filters, from: param(query.from), to: param(query.to), page: n })}`;
  return (
    <OperatorShell lang={lang} operator={operator} current="/operator/audit">
      <h1 className={styles.title}>{t('auditTitle')}</h1>
      <FilterForm label={t('search')} submit={t('search')}>
        <TextFilter name="actor" label={t('filterActor')} value={filters.actor} />
        <TextFilter name="action" label={t('filterAction')} value={filters.action} list="audit-actions">
          <datalist id="audit-actions">
            {['booking.', 'booking.cancel', 'booking.note', 'maintenance.', 'operator.'].map((a) => (
              <option key={a} value={a} />
            ))}
          </datalist>
        </TextFilter>
        <label className={styles.field}>
          {t('filterTargetType')}
          <select name="targetType" defaultValue={filters.targetType ?? ''}>
            <option value="">{t('statusAny')}</option>
            {['booking', 'maintenance', 'operator'].map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
        <TextFilter name="targetId" label={t('filterTargetId')} value={filters.targetId} />
        <DateRangeFilters
          from={filters.from}
          to={filters.to}
          labels={{ from: t('fieldFrom'), to: t('fieldTo') }}
        />
      </FilterForm>
      {!result.ok ? (
        <ApiFailure lang={lang} errorCode={result.errorCode} />
      ) : (
        <section className={styles.card} aria-labelledby="au-results">
          <h2 id="au-results" className={styles.cardTitle}>
            {t('resultCount', { count: result.data.count })}
          </h2>
          {result.data.entries.length === 0 ? (
            <p>{t('noEntries')}</p>
          ) : (
            <AuditTable lang={lang} entries={result.data.entries} caption={t('auditTitle')} />
          )}
          <Pager
            page={page}
            pageSize={result.data.pageSize}
            count={result.data.count}
            href={pageHref}
            labels={{ nav: t('pageOf', { page }), prev: t('prevPage'), next: t('nextPage') }}
          />
        </section>
      )}
    </OperatorShell>
  );
}
