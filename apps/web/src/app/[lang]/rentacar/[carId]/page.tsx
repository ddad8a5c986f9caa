/**
 * A rental car `/rentacar/{carId}?pickupDate=YYYYMMDD&pickupTime=HHmm&returnDate=YYYYMMDD
 * &returnTime=HHmm&person1=N…&returnOfficeCode=…&opt_{code}=N…` (issue 7 item 5, issue 18.2): the
 * class (seats, bags, example models), the office (hours, access), the price table by rental days,
 * the chooser (a GET form: period, passengers, return office, options with their prices and pieces
 * left), the price of the chosen rental line by line (the domain's rule on the API's offers) with
 * the cars left, and 予約へ進む to /booking/rentacar/{carId} carrying every choice. JSON-LD Product;
 * breadcrumbs. An unknown or malformed carId is a 404 (RCE901 / RCE800).
 */
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { cache } from 'react';
import { buildPageText, formatDateLong, formatPrice, formatTime4, japanToday } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import styles from '@/components/optional/product.module.css';
import { PeopleFields } from '@/components/optional/OptionalSearchForm';
import {
  ProductAbout,
  ProductFrame,
  ProductPriceTable,
  ProductSection,
} from '@/components/product/ProductFrame';
import { RentalFields } from '@/components/rentacar/RentalFields';
import { RentalCharges } from '@/components/rentacar/RentalCharges';
import { RentalOptionFields } from '@/components/rentacar/RentalOptionFields';
import { RentalProblems } from '@/components/rentacar/RentalProblems';
import { ApiError, failWith } from '@/lib/api';
import { siteUrl } from '@/lib/env';
import { catalogImageSrc } from '@/lib/hotels/images';
import { colon, dotSep, itemSep } from '@/lib/i18n/punctuation';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { langOfSegment } from '@/lib/i18n/pageLang';
import { pageHref } from '@/lib/links';
import { partyOfQuery } from '@/lib/optionals/query';
import { loadCar, type CarDetail } from '@/lib/rentacar/api';
import { carJsonLd } from '@/lib/rentacar/detail';
import { rentalChoicesOfQuery } from '@/lib/rentacar/choices';
import { rentacarBookingPath, rentalOfQuery, type Rental } from '@/lib/rentacar/query';
import { rentalPrice } from '@/lib/rentacar/rentalPrice';
import { getRequestContext } from '@/lib/requestContext';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { metadataWithOwnNotFound, withOwnNotFound } from '@/lib/notFoundPage';
import CarNotFound from './not-found';

type Search = Record<string, string | string[] | undefined>;

/** Passengers when the URL names none (a rental counts its passengers against the car's seats). */
const ONE_ADULT = { person1: 1, person6: 0, person9: 0 };
type Props = { params: Promise<{ lang: string; carId: string }>; searchParams: Promise<Search> };

/** The car for the rental; a rental the office cannot serve (its hours) gives the car without it. */
const load = cache(
  async (carId: string, lang: Lang, key: string): Promise<{ car: CarDetail; refused: boolean }> => {
    if (!/^[A-Z0-9]{2,10}-[A-Za-z0-9]{1,10}$/.test(carId)) notFound();
    const rental = JSON.parse(key) as Rental & { returnOfficeCode?: string };
    try {
      return { car: await loadCar(carId, { lang, ...rental }), refused: false };
    } catch (error) {
      // A rental the office cannot serve (400) shows the car without it; anything else ends here.
      if (!(error instanceof ApiError) || error.status !== 400) failWith(error);
    }
    return { car: await loadCar(carId, { lang }).catch((error: unknown) => failWith(error)), refused: true };
  },
);

async function route(props: Props) {
  const { lang: raw, carId } = await props.params;
  const lang: Lang = langOfSegment(raw);
  const query = await props.searchParams;
  const rental = rentalOfQuery(query, japanToday());
  const choices = rentalChoicesOfQuery(query);
  const key = JSON.stringify({
    ...rental,
    ...(choices.returnOfficeCode ? { returnOfficeCode: choices.returnOfficeCode } : {}),
  });
  return { lang, carId: decodeURIComponent(carId), query, rental, choices, key };
}

function carName(car: CarDetail, lang: Lang): string {
  return `${car.carClass.name}${dotSep(lang)}${car.office.name}`;
}

async function metadata(props: Props): Promise<Metadata> {
  const { lang, carId, key } = await route(props);
  const [{ car }, ctx, t] = await Promise.all([
    load(carId, lang, key),
    getRequestContext(),
    getT(lang, 'booking'),
  ]);
  const siteName = ctx.brand.name[lang];
  return pageMetadata({
    lang,
    path: `/rentacar/${encodeURIComponent(car.carId)}`,
    title: `${carName(car, lang)} | ${siteName}`,
    description: [
      car.office.access,
      t('carCapacity', { count: car.carClass.capacity }),
      t('carModels', { models: car.carClass.exampleModels.join(itemSep(lang)) }),
    ].join(lang === 'en' ? '. ' : '。'),
    siteName,
  });
}

async function CarDetailPage(props: Props) {
  const { lang, carId, query, rental, choices, key } = await route(props);
  const today = japanToday();
  const [{ car, refused }, ctx, t] = await Promise.all([
    load(carId, lang, key),
    getRequestContext(),
    getT(lang, 'booking'),
  ]);
  const party = partyOfQuery(query);
  const priced = rentalPrice(car, party ?? ONE_ADULT, choices);
  const blocked = priced ? priced.problems.length > 0 || priced.soldOut.length > 0 : true;
  const returnOfficeName =
    car.rental && car.rental.returnOfficeCode !== car.officeCode
      ? (car.oneWays.find((w) => w.officeCode === car.rental?.returnOfficeCode)?.name ?? null)
      : null;
  const listText = buildPageText('rentacar', {}, { lang, siteName: ctx.brand.name[lang] });
  const name = carName(car, lang);
  const path = `/rentacar/${encodeURIComponent(car.carId)}`;
  const image = car.images[0];
  const imageSrc = catalogImageSrc(image?.path, lang);
  const period = car.rental;
  const jsonLd = carJsonLd({
    car,
    name,
    url: absoluteUrl(lang, path),
    imageUrls: imageSrc ? [`${siteUrl()}${imageSrc}`] : [],
    brandName: ctx.brand.name[lang],
    unitText: t('rentalDaysValue', { count: 1 }),
  });
  const when = (ymd: string, hhmm: string) => `${formatDateLong(ymd, lang)} ${formatTime4(hhmm)}`;

  return (
    <ProductFrame
      pageKind="rentacar"
      list={{ path: '/rentacar', name: listText.breadcrumb }}
      name={name}
      facts={
        <>
          <span>{car.office.areaName}</span>
          <span>{car.carId}</span>
        </>
      }
      jsonLd={jsonLd}
      chooser={
        <ProductSection id="car-choose" title={t('carChoose')}>
          <form action={pageHref(path, lang, ctx.meta)} method="get" className={styles.chooser}>
            <RentalFields rental={rental} minDate={today} t={t} idPrefix="car-detail" />
            <PeopleFields party={party ?? ONE_ADULT} lang={lang} idPrefix="car-detail" />
            <RentalOptionFields car={car} choices={choices} lang={lang} t={t} />
            <div className={`${styles.formActions} ${styles.fieldWide}`}>
              <button type="submit" className="button button--secondary">
                {t('carUpdate')}
              </button>
            </div>
          </form>
          <div
            role="status"
            data-testid="car-period"
            data-status={period && !refused ? (period.available ? 'ok' : 'soldOut') : 'unavailable'}
          >
            {period && !refused && period.available ? (
              <>
                <dl className={styles.dl}>
                  <dt>{t('pickupAt')}</dt>
                  <dd>{when(period.pickupDate, period.pickupTime)}</dd>
                  <dt>{t('returnAt')}</dt>
                  <dd>{when(period.returnDate, period.returnTime)}</dd>
                </dl>
                <div className={styles.totalBox}>
                  {/* What the booking charges: the car with the options and one-way fee chosen. */}
                  <span>{priced ? t('carRentalTotal') : t('carPeriodPrice', { days: period.days })}</span>
                  <strong className={styles.price} data-testid="car-period-price">
                    {formatPrice(priced ? priced.total : period.price, lang)}
                  </strong>
                </div>
                {priced ? (
                  <RentalCharges
                    charges={{ ...priced, total: undefined, returnOfficeName }}
                    lang={lang}
                    t={t}
                  />
                ) : null}
                <p className={styles.stock}>{t('carStockLeft', { count: period.stock })}</p>
                {priced && blocked ? (
                  <RentalProblems price={priced} car={car} t={t} />
                ) : (
                  <div className={styles.actions}>
                    <AppLink href={rentacarBookingPath(car.carId, period, party, choices)} className="button">
                      {t('toBooking')}
                    </AppLink>
                  </div>
                )}
              </>
            ) : (
              <p className={styles.alert}>{t('carUnavailable')}</p>
            )}
          </div>
        </ProductSection>
      }
    >
      <ProductAbout id="car-about" title={car.carClass.name} image={{ src: imageSrc, alt: image?.alt ?? '' }}>
        <dl className={styles.dl}>
          <dt>{t('carClass')}</dt>
          <dd>
            {[
              t('carCapacity', { count: car.carClass.capacity }),
              t('carLuggage', { count: car.carClass.luggage }),
            ].join(itemSep(lang))}
          </dd>
          <dt>{t('carOffice')}</dt>
          <dd>{car.office.name}</dd>
          <dt>{t('carAccess')}</dt>
          <dd>{car.office.access}</dd>
        </dl>
        <p className={styles.meta}>
          <span>{t('carModels', { models: car.carClass.exampleModels.join(itemSep(lang)) })}</span>
          <span>
            {t('carOfficeHours', {
              open: formatTime4(car.office.openTime),
              close: formatTime4(car.office.closeTime),
            })}
          </span>
        </p>
      </ProductAbout>
      <ProductSection id="car-prices" title={t('carPriceTable')}>
        <p className={styles.hint}>
          {t('carPickupDate')}
          {colon(lang)}
          {formatDateLong(car.priceDate, lang)}
        </p>
        <ProductPriceTable
          columns={[t('carDays'), t('optPrice')]}
          rows={car.prices.map((p) => ({
            key: p.days,
            head: t('rentalDaysValue', { count: p.days }),
            price: formatPrice(p.price, lang),
          }))}
        />
      </ProductSection>
    </ProductFrame>
  );
}

export default withOwnNotFound(CarDetailPage, CarNotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
