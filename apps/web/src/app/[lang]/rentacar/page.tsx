/**
 * Car rental `/rentacar?officeCode=…&pickupDate=YYYYMMDD&pickupTime=HHmm&returnDate=YYYYMMDD
 * &returnTime=HHmm&returnOfficeCode=…&classCode=…&person1=N&person6=N&person9=N` (issue 7 item 5,
 * issue 18.2): the search form (pickup office, pickup and return days and times, passengers, a
 * one-way return office, car class) and the cars with stock on every day of the rental that seat
 * every passenger (the list says so), each with the price for the period (and the one-way fee) and
 * the cars left. A one-way pair the company does not allow says so instead of a list. Without a period the page searches a week ahead (two days,
 * 10:00), so it always shows cars. Server-rendered (GET /v1/rentacar/offices, /v1/rentacar).
 */
import type { Metadata } from 'next';
import { buildPageText, japanToday } from '@tabiyori/domain';
import { PageShell } from '@/components/PageShell';
import { PageLinks } from '@/components/optional/PageLinks';
import { AreaChoice } from '@/components/search/AreaChoice';
import styles from '@/components/optional/product.module.css';
import { CarCardView } from '@/components/rentacar/CarCard';
import { partyText } from '@/lib/optionals/party';
import { RentacarSearchForm } from '@/components/rentacar/RentacarSearchForm';
import { ApiError, failWith } from '@/lib/api';
import { getT } from '@/lib/i18n/server';
import { langOf } from '@/lib/i18n/pageLang';
import { pageHref } from '@/lib/links';
import { classesOf, loadOffices, searchCars, type CarCard } from '@/lib/rentacar/api';
import {
  CARS_PER_PAGE,
  rentacarApiQuery,
  rentacarDetailPath,
  rentacarSearchPath,
  rentacarSearchQuery,
} from '@/lib/rentacar/query';
import { getRequestContext } from '@/lib/requestContext';
import { pageMetadata } from '@/lib/seo';
import { metadataWithOwnNotFound, withOwnNotFound } from '@/lib/notFoundPage';
import CarsNotFound from './not-found';

type Search = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Search> };

async function metadata(props: Props): Promise<Metadata> {
  const lang = await langOf(props.params);
  const ctx = await getRequestContext();
  const siteName = ctx.brand.name[lang];
  const text = buildPageText('rentacar', {}, { lang, siteName });
  return pageMetadata({
    lang,
    path: '/rentacar',
    title: text.title,
    description: text.description,
    keywords: text.keywords,
    siteName,
  });
}

async function RentacarPage(props: Props) {
  const lang = await langOf(props.params);
  const today = japanToday();
  const search = rentacarSearchQuery(await props.searchParams, today);
  const [ctx, t, offices] = await Promise.all([
    getRequestContext(),
    getT(lang, 'booking'),
    loadOffices(lang, search.arrAreaCode),
  ]);
  const text = buildPageText('rentacar', {}, { lang, siteName: ctx.brand.name[lang] });
  let cars: CarCard[] = [];
  let all: CarCard[] = [];
  let failure: string | null = null;
  try {
    [cars, all] = await Promise.all([
      searchCars(rentacarApiQuery(search, lang)),
      search.classCode ? searchCars(rentacarApiQuery(search, lang, true)) : Promise.resolve(null),
    ]).then(([found, unfiltered]) => [found, unfiltered ?? found]);
  } catch (error) {
    // An office that does not exist (RCE901) shows no result; a one-way pair the company does not
    // allow (RCE800 with a return office) says so; anything else is the page's own failure.
    const oneWayRefused = error instanceof ApiError && error.status === 400 && search.returnOfficeCode;
    if (!(error instanceof ApiError) || (error.status !== 404 && !oneWayRefused)) failWith(error);
    failure = t(oneWayRefused ? 'carOneWayRefused' : 'carNoResults');
  }
  const pageCount = Math.max(1, Math.ceil(cars.length / CARS_PER_PAGE));
  const page = Math.min(search.page, pageCount);
  const classes = classesOf(all);
  if (search.classCode && !classes.some((c) => c.classCode === search.classCode)) {
    classes.push({
      classCode: search.classCode,
      name: search.classCode,
      capacity: 0,
      luggage: 0,
      exampleModels: [],
    });
  }

  return (
    <PageShell pageKind="rentacar" breadcrumbs={[{ name: text.breadcrumb, path: '/rentacar' }]}>
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>{text.h1}</h1>
        <p className={styles.lead}>{t('carSearchLead')}</p>
        <AreaChoice
          lang={lang}
          href={pageHref(rentacarSearchPath(search), lang, ctx.meta)}
          param="arrAreaCode"
          selected={search.arrAreaCode}
        />
        <RentacarSearchForm
          lang={lang}
          action={pageHref('/rentacar', lang, ctx.meta)}
          offices={offices}
          classes={classes}
          search={search}
          today={today}
          t={t}
        />
        <section aria-labelledby="car-results">
          <h2 className={styles.resultsHead} id="car-results">
            {t('carResults', { count: cars.length })}
          </h2>
          {search.party ? (
            <p className={styles.hint} data-testid="car-condition">
              {t('carSeatsFor', { people: partyText(search.party, lang) })}
            </p>
          ) : null}
          {failure ? (
            <p className={styles.alert} role="alert">
              {failure}
            </p>
          ) : cars.length > 0 ? (
            <ul className={styles.list}>
              {cars.slice((page - 1) * CARS_PER_PAGE, page * CARS_PER_PAGE).map((car) => (
                <CarCardView
                  key={car.carId}
                  car={car}
                  href={rentacarDetailPath(car.carId, search.rental, search.party, {
                    returnOfficeCode: search.returnOfficeCode,
                  })}
                  lang={lang}
                  t={t}
                />
              ))}
            </ul>
          ) : (
            <p className={styles.empty} role="status">
              {t('carNoResults')}
            </p>
          )}
          <PageLinks
            page={page}
            pageCount={pageCount}
            hrefFor={(n) => rentacarSearchPath(search, n)}
            lang={lang}
          />
        </section>
      </div>
    </PageShell>
  );
}

export default withOwnNotFound(RentacarPage, CarsNotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
