/**
 * Optional activity detail `/optionals/{optionalId}?date=YYYYMMDD&person1=N&person6=N&person9=N`
 * (issue 7 item 5): description, the price table by the spec's optional pax types (person1 大人,
 * person6 子供, person9 幼児), the date and people chooser (a GET form: no JavaScript needed), the
 * total (domain totalPrice on the API's prices) with the places left, and 予約へ進む to
 * /booking/optional/{optionalId}. JSON-LD Product; breadcrumbs with their BreadcrumbList. An
 * unknown or malformed id is a 404 (OPE901 / OPE800).
 */
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { cache } from 'react';
import {
  buildPageText,
  formatDateLong,
  formatPrice,
  formatTime4,
  japanToday,
  paxCategoryAges,
  paxCategoryLabel,
  paxCountText,
  type PaxCategory,
} from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { PeopleFields } from '@/components/optional/OptionalSearchForm';
import {
  ProductAbout,
  ProductFrame,
  ProductPriceTable,
  ProductSection,
} from '@/components/product/ProductFrame';
import styles from '@/components/optional/product.module.css';
import { failWith } from '@/lib/api';
import { siteUrl } from '@/lib/env';
import { catalogImageSrc } from '@/lib/hotels/images';
import { colon, itemSep, paren } from '@/lib/i18n/punctuation';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { langOfSegment } from '@/lib/i18n/pageLang';
import { pageHref } from '@/lib/links';
import { loadOptional } from '@/lib/optionals/api';
import { optionalChoice, optionalJsonLd } from '@/lib/optionals/detail';
import { partyText } from '@/lib/optionals/party';
import { dateInputValue, dateOfQuery, optionalBookingPath, partyOfQuery } from '@/lib/optionals/query';
import { getRequestContext } from '@/lib/requestContext';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { metadataWithOwnNotFound, withOwnNotFound } from '@/lib/notFoundPage';
import OptionalNotFound from './not-found';

type Search = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ lang: string; optionalId: string }>; searchParams: Promise<Search> };

const load = cache(async (optionalId: string, lang: Lang) => {
  if (!/^[0-9A-Za-z]{1,16}-[0-9A-Za-z]{1,16}-[0-9A-Za-z]{1,16}$/.test(optionalId)) notFound();
  return loadOptional(optionalId, lang).catch((error: unknown) => failWith(error));
});

async function route(props: Props) {
  const { lang: raw, optionalId } = await props.params;
  const lang: Lang = langOfSegment(raw);
  return { lang, optionalId: decodeURIComponent(optionalId) };
}

async function metadata(props: Props): Promise<Metadata> {
  const { lang, optionalId } = await route(props);
  const [activity, ctx] = await Promise.all([load(optionalId, lang), getRequestContext()]);
  const siteName = ctx.brand.name[lang];
  const name = `${activity.name} ${activity.planName}`.trim();
  return pageMetadata({
    lang,
    path: `/optionals/${encodeURIComponent(activity.optionalId)}`,
    title:
      lang === 'en'
        ? `${name} (${activity.areaName}) | ${siteName}`
        : `${name}（${activity.areaName}） | ${siteName}`,
    description: activity.description,
    siteName,
  });
}

async function OptionalDetailPage(props: Props) {
  const { lang, optionalId } = await route(props);
  const query = await props.searchParams;
  const today = japanToday();
  const [activity, ctx, t] = await Promise.all([
    load(optionalId, lang),
    getRequestContext(),
    getT(lang, 'booking'),
  ]);
  const date = dateOfQuery(query, 'date', today);
  const party = partyOfQuery(query);
  const choice = optionalChoice(activity, date, party);
  const listText = buildPageText('optionals', {}, { lang, siteName: ctx.brand.name[lang] });
  const name = `${activity.name} ${activity.planName}`.trim();
  const path = `/optionals/${encodeURIComponent(activity.optionalId)}`;
  const image = activity.images[0];
  const imageSrc = catalogImageSrc(image?.path ?? activity.image, lang);
  const jsonLd = optionalJsonLd({
    activity,
    url: absoluteUrl(lang, path),
    imageUrls: imageSrc ? [`${siteUrl()}${imageSrc}`] : [],
    brandName: ctx.brand.name[lang],
    unitText: paxCountText('adult', 1, lang),
  });
  const upcoming = activity.stocks.slice(0, 14);

  return (
    <ProductFrame
      pageKind="optionals"
      list={{ path: '/optionals', name: listText.breadcrumb }}
      name={name}
      facts={
        <>
          <span>{activity.areaName}</span>
          <span>
            {t('optCode')}
            {colon(lang)}
            {activity.optionalId}
          </span>
        </>
      }
      jsonLd={jsonLd}
      chooser={
        <ProductSection id="opt-choose" title={t('optChoose')}>
          <p className={styles.hint}>{t('optChooseLead')}</p>
          <form action={pageHref(path, lang, ctx.meta)} method="get" className={styles.chooser}>
            <div className={`${styles.field} ${styles.fieldWide}`}>
              <label className={styles.label} htmlFor="opt-detail-date">
                {t('optDate')}
              </label>
              <input
                id="opt-detail-date"
                name="date"
                type="date"
                required
                className={styles.input}
                min={dateInputValue(today)}
                defaultValue={dateInputValue(date)}
              />
            </div>
            <PeopleFields party={party} lang={lang} idPrefix="opt-detail" />
            <div className={`${styles.formActions} ${styles.fieldWide}`}>
              <button type="submit" className="button button--secondary">
                {t('optUpdate')}
              </button>
            </div>
          </form>
          <div role="status" data-testid="optional-choice" data-status={choice.status}>
            {choice.status === 'ok' && date && party ? (
              <>
                <div className={styles.totalBox}>
                  <span>
                    {t('optTotal')}
                    {lang === 'en' ? ' ' : ''}
                    {lang === 'en'
                      ? `(${formatDateLong(date, lang)}, ${partyText(party, lang)})`
                      : `（${formatDateLong(date, lang)}・${partyText(party, lang)}）`}
                  </span>
                  <strong className={styles.price} data-testid="optional-total">
                    {formatPrice(choice.total, lang)}
                  </strong>
                </div>
                <p className={styles.stock}>{t('optStockLeft', { count: choice.stock })}</p>
                <div className={styles.actions}>
                  <AppLink href={optionalBookingPath(activity.optionalId, date, party)} className="button">
                    {t('toBooking')}
                  </AppLink>
                </div>
              </>
            ) : choice.status === 'choose' ? (
              <p className={styles.hint}>{date ? t('optChooseLead') : t('optNeedDate')}</p>
            ) : choice.status === 'soldOut' ? (
              <p className={styles.alert}>
                {choice.stock > 0 ? t('optStockLeft', { count: choice.stock }) : t('optStockNone')}
                {lang === 'en' ? '. ' : '。'}
                {t('optUnavailable')}
              </p>
            ) : (
              <p className={styles.alert}>{t('optUnavailable')}</p>
            )}
          </div>
        </ProductSection>
      }
    >
      <ProductAbout
        id="opt-about"
        title={t('optDescription')}
        image={{ src: imageSrc, alt: image?.alt ?? '' }}
      >
        <p className={styles.text}>{activity.description}</p>
        <dl className={styles.dl}>
          <dt>{t('optMeetingPoint')}</dt>
          <dd>{activity.meetingPoint}</dd>
          <dt>{t('optPeople')}</dt>
          <dd>{t('optPaxRange', { min: activity.minPax, max: activity.maxPax })}</dd>
        </dl>
        <p className={styles.meta}>
          <span>{t('optDuration', { minutes: activity.durationMinutes })}</span>
          {activity.startTimes.length > 0 ? (
            <span>
              {t('optStartTimes', {
                times: activity.startTimes.map((s) => formatTime4(s)).join(itemSep(lang)),
              })}
            </span>
          ) : null}
        </p>
      </ProductAbout>
      <ProductSection id="opt-prices" title={t('optPriceTable')}>
        <ProductPriceTable
          columns={[t('optPaxType'), t('optPrice')]}
          testId="optional-prices"
          rows={activity.paxPrices.map((row) => ({
            key: row.paxType,
            paxType: row.paxType,
            head: (
              <>
                {paxCategoryLabel(row.category as PaxCategory, lang)}
                <span className={styles.hint}>
                  {paren(paxCategoryAges(row.category as PaxCategory, lang), lang)}
                </span>
              </>
            ),
            price: row.price === null ? t('optNotSold') : formatPrice(row.price, lang),
          }))}
        />
      </ProductSection>
      <ProductSection id="opt-stock" title={t('optCalendarTitle')}>
        <ul className={styles.stockGrid}>
          {upcoming.map((s) => (
            <li key={s.date}>
              {formatDateLong(s.date, lang)}
              <br />
              {s.stock > 0 ? t('optStockLeft', { count: s.stock }) : t('optStockNone')}
            </li>
          ))}
        </ul>
      </ProductSection>
    </ProductFrame>
  );
}

export default withOwnNotFound(OptionalDetailPage, OptionalNotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
