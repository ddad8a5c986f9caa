/**
 * The top page (`/`, `/en`): hero with the search entry (issue 16 item 1: one search form per
 * product tab — tours, hotels or hotel plus transport, optional activities, rental cars — each a
 * plain GET form that lands on its list with the whole condition in the URL; `?tab=` picks the
 * panel without JavaScript), popular destinations, the specials teaser (only when the API gives
 * specials), and what the site offers. Server-rendered; the tabs, the keyword suggest and the
 * price calendar are the client code.
 */
import type { Metadata } from 'next';
import type { CSSProperties } from 'react';
import {
  buildPageText,
  createDefaultCondition,
  defaultConfig,
  hotelListLink,
  japanToday,
  tourListLink,
  type SearchCondition,
} from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { JsonLd } from '@/components/JsonLd';
import { PageShell } from '@/components/PageShell';
import { SearchEntryTabs, type SearchEntryTab } from '@/components/client/SearchEntryTabs';
import { OptionalSearchForm } from '@/components/optional/OptionalSearchForm';
import { RentacarSearchForm } from '@/components/rentacar/RentacarSearchForm';
import { TopSearchForm } from '@/components/search/TopSearchForm';
import { loadPrefectures } from '@/lib/account/prefectures';
import { withBrandCalendar } from '@/lib/brands';
import { loadDecoder } from '@/lib/hotels/decoder';
import { loadOffices } from '@/lib/rentacar/api';
import { rentalOfQuery } from '@/lib/rentacar/query';
import { EMPTY_REFERENCE, searchReference } from '@/lib/search/reference';
import { POPULAR_DESTINATIONS } from '@/lib/destinations';
import { getT } from '@/lib/i18n/server';
import { langOf } from '@/lib/i18n/pageLang';
import { pageHref } from '@/lib/links';
import { getRequestContext } from '@/lib/requestContext';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { loadSpecialTeasers } from '@/lib/specials';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langOf(params);
  const ctx = await getRequestContext();
  const siteName = ctx.brand.name[lang];
  const text = buildPageText('top', {}, { lang, siteName });
  return pageMetadata({
    lang,
    path: '/',
    title: text.title,
    description: text.description,
    keywords: text.keywords,
    siteName,
  });
}

function withArea(condition: SearchCondition, arrAreaCode: string): SearchCondition {
  return { ...condition, arrAreaCode: [arrAreaCode] };
}

export default async function TopPage({ params, searchParams }: Props) {
  const lang = await langOf(params);
  const ctx = await getRequestContext();
  const [t, specials] = await Promise.all([getT(lang), loadSpecialTeasers(lang)]);
  const siteName = ctx.brand.name[lang];
  const pageText = buildPageText('top', {}, { lang, siteName });
  const condition = createDefaultCondition(defaultConfig, japanToday());
  const href = (path: string) => pageHref(path, lang, ctx.meta);

  const [decoder, prefectures, offices, tb] = await Promise.all([
    loadDecoder(lang),
    loadPrefectures(lang),
    loadOffices(lang).catch(() => []),
    getT(lang, 'booking'),
  ]);
  const today = japanToday();
  const reference = (kind: 'tour' | 'hotel') =>
    decoder ? withBrandCalendar(searchReference(decoder, kind), ctx.brand, today) : EMPTY_REFERENCE;
  const tourReference = reference('tour');
  const hotelReference = reference('hotel');
  const tabIds = ['tour', 'hotel', 'optional', 'rentacar'] as const;
  const tabs: SearchEntryTab[] = [
    {
      id: 'tour',
      label: t('topTabTour'),
      lead: t('topTabTourLead'),
      href: href('/?tab=tour#search'),
      panel: (
        <TopSearchForm product="tours" lang={lang} meta={ctx.meta} reference={tourReference} withDeparture />
      ),
    },
    {
      id: 'hotel',
      label: t('topTabHotel'),
      lead: t('topTabHotelLead'),
      href: href('/?tab=hotel#search'),
      panel: (
        <TopSearchForm
          product="hotels"
          lang={lang}
          meta={ctx.meta}
          reference={hotelReference}
          withDeparture
        />
      ),
    },
    {
      id: 'optional',
      label: t('topTabOptional'),
      lead: t('topTabOptionalLead'),
      href: href('/?tab=optional#search'),
      panel: (
        <OptionalSearchForm
          lang={lang}
          action={href('/optionals')}
          areas={prefectures}
          arrAreaCode={null}
          date={null}
          minDate={today}
          party={null}
          t={tb}
        />
      ),
    },
    {
      id: 'rentacar',
      label: t('topTabRentacar'),
      lead: t('topTabRentacarLead'),
      href: href('/?tab=rentacar#search'),
      panel: (
        <RentacarSearchForm
          lang={lang}
          action={href('/rentacar')}
          offices={offices}
          search={{ officeCode: null, classCode: null, rental: rentalOfQuery({}, today) }}
          today={today}
          t={tb}
        />
      ),
    },
  ];
  const chosenTab = Math.max(0, tabIds.indexOf((await searchParams).tab as (typeof tabIds)[number]));

  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteName,
    url: absoluteUrl(lang, '/'),
    inLanguage: lang,
  };

  return (
    <PageShell pageKind="top">
      <JsonLd data={website} />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title" className="hero__eyebrow">
            {pageText.h1}
          </h1>
          <p className="hero__title">{t('topHeroTitle')}</p>
          <p className="hero__lead">{t('topHeroLead')}</p>
          <SearchEntryTabs tabs={tabs} label={t('topSearchLabel')} initial={chosenTab} />
        </div>
      </section>

      <section className="section container" aria-labelledby="destinations-title">
        <h2 id="destinations-title" className="section__title">
          {t('topDestinationsTitle')}
        </h2>
        <p className="section__lead">{t('topDestinationsLead')}</p>
        <ul className="destinations">
          {POPULAR_DESTINATIONS.map((destination) => {
            const area = t(`dest${destination.key}`);
            const areaCondition = withArea(condition, destination.arrAreaCode);
            return (
              <li
                key={destination.key}
                className="destination"
                style={{ '--tone-a': destination.tone[0], '--tone-b': destination.tone[1] } as CSSProperties}
              >
                <div className="destination__visual">
                  <h3 className="destination__name">{area}</h3>
                </div>
                <div className="destination__body">
                  <p className="destination__note">{t(`dest${destination.key}Note`)}</p>
                  <ul className="destination__links">
                    <li>
                      <AppLink href={tourListLink(areaCondition, defaultConfig)}>
                        {t('topDestinationTours', { area })}
                      </AppLink>
                    </li>
                    <li>
                      <AppLink href={hotelListLink(areaCondition, defaultConfig)}>
                        {t('topDestinationHotels', { area })}
                      </AppLink>
                    </li>
                  </ul>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      {specials.length > 0 ? (
        <section className="section container" aria-labelledby="specials-title">
          <h2 id="specials-title" className="section__title">
            {t('topSpecialsTitle')}
          </h2>
          <p className="section__lead">{t('topSpecialsLead')}</p>
          <ul className="specials">
            {specials.map((special) => (
              <li key={special.specialCode}>
                <AppLink className="special-card" href={special.path}>
                  <h3 className="special-card__title">{special.specialName}</h3>
                  {special.description ? <p className="special-card__text">{special.description}</p> : null}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="section container" aria-labelledby="features-title">
        <h2 id="features-title" className="section__title">
          {t('topFeaturesTitle', { siteName })}
        </h2>
        <ul className="features">
          <li className="feature">
            <h3 className="feature__title">{t('topFeaturePriceTitle')}</h3>
            <p>{t('topFeaturePriceText')}</p>
          </li>
          <li className="feature">
            <h3 className="feature__title">{t('topFeatureCouponTitle')}</h3>
            <p>{t('topFeatureCouponText')}</p>
          </li>
          <li className="feature">
            <h3 className="feature__title">{t('topFeatureSupportTitle')}</h3>
            <p>{t('topFeatureSupportText')}</p>
          </li>
        </ul>
      </section>
    </PageShell>
  );
}
