/**
 * Bookings `/operator/bookings` (issue 19 item 6): a GET form (number, name in kanji/kana/Latin,
 * e-mail, product, departure dates, status) whose query is the API's, the results 50 a page, and
 * the same search as CSV (through the site's /api proxy, at most 5,000 rows).
 */
import { ApiFailure } from '@/components/operator/ApiFailure';
import { BookingTable } from '@/components/operator/BookingTable';
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
  return operatorMetadata(params, 'bookingsTitle');
}

const CSV_MAX_ROWS = 5000;

export default async function OperatorBookingsPage({ params, searchParams }: Props) {
  const { lang, operator } = await operatorPage(params);
  const query = await searchParams;
  const filters = {
    bookingNumber: param(query.bookingNumber),
    name: param(query.name),
    email: param(query.email),
    product: param(query.product),
    from: ymdFromDateInput(param(query.from)),
    to: ymdFromDateInput(param(query.to)),
    status:
      param(query.status) === 'confirmed' || param(query.status) === 'cancelled'
        ? param(query.status)
        : undefined,
  };
  const page = pageParam(query.page);
  const [t, result] = await Promise.all([
    getT(lang, 'operator'),
    operatorGet((api) =>
      api.GET('/v1/operator/bookings', {
        params: { query: apiQuery('/v1/operator/bookings', { ...filters, page }) },
      }),
    ),
  ]);
  const pageHref = (n: number) =>
    `/operator/bookings${queryString({ ...filters, from: param(query.from), to: param(query.to), page: n })}`;
  return (
    <OperatorShell lang={lang} operator={operator} current="/operator/bookings">
      <h1 className={styles.title}>{t('bookingsTitle')}</h1>
      <FilterForm label={t('search')} submit={t('search')}>
        <TextFilter name="bookingNumber" label={t('fieldBookingNumber')} value={filters.bookingNumber} />
        <TextFilter name="name" label={t('fieldName')} value={filters.name} />
        <TextFilter name="email" type="search" label={t('fieldEmail')} value={filters.email} />
        <TextFilter name="product" label={t('fieldProduct')} value={filters.product} />
        <DateRangeFilters
          from={filters.from}
          to={filters.to}
          labels={{ from: t('fieldFrom'), to: t('fieldTo') }}
        />
        <label className={styles.field}>
          {t('fieldStatus')}
          <select name="status" defaultValue={filters.status ?? ''}>
            <option value="">{t('statusAny')}</option>
            <option value="confirmed">{t('status_confirmed')}</option>
            <option value="cancelled">{t('status_cancelled')}</option>
          </select>
        </label>
      </FilterForm>
      {!result.ok ? (
        <ApiFailure lang={lang} errorCode={result.errorCode} />
      ) : (
        <section className={styles.card} aria-labelledby="bk-results">
          <div className={styles.actions}>
            <h2 id="bk-results" className={styles.cardTitle}>
              {t('resultCount', { count: result.data.count })}
            </h2>
            {result.data.count > 0 ? (
              <a href={`/api/v1/operator/bookings.csv${queryString(filters)}`} download>
                {t('exportCsv', { max: CSV_MAX_ROWS.toLocaleString(lang === 'ja' ? 'ja-JP' : 'en-US') })}
              </a>
            ) : null}
          </div>
          {result.data.bookings.length === 0 ? (
            <p>{t('noResults')}</p>
          ) : (
            <BookingTable lang={lang} bookings={result.data.bookings} caption={t('bookingsTitle')} />
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
