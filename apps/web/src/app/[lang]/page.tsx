/**
 * The top page (`/`, `/en`): hero with the search entry (tabs to the list pages with the default
 * conditions), popular destinations, the specials teaser (only when the API gives specials), and
 * what the site offers. Server-rendered; the only client code is the tabs.
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
import { POPULAR_DESTINATIONS } from '@/lib/destinations';
import { getT } from '@/lib/i18n/server';
import { isLang, type Lang } from '@/lib/i18n/settings';
import { pageHref } from '@/lib/links';
import { getRequestContext } from '@/lib/requestContext';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { loadSpecialTeasers } from '@/lib/specials';

type Props = { params: Promise<{ lang: string }> };

async function pageLang(params: Props['params']): Promise<Lang> {
  const { lang } = await params;
  return isLang(lang) ? lang : 'ja';
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await pageLang(params);
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

export default async function TopPage({ params }: Props) {
  const lang = await pageLang(params);
  const ctx = await getRequestContext();
  const [t, ts, specials] = await Promise.all([getT(lang), getT(lang, 'search'), loadSpecialTeasers(lang)]);
  const siteName = ctx.brand.name[lang];
  const pageText = buildPageText('top', {}, { lang, siteName });
  const condition = createDefaultCondition(defaultConfig, japanToday());
  const href = (path: string) => pageHref(path, lang, ctx.meta);

  const nights = condition.nights ?? 1;
  const paxPerRoom = condition.paxPerRoom ?? 2;
  const tabs: SearchEntryTab[] = [
    {
      id: 'tour',
      label: t('topTabTour'),
      lead: t('topTabTourLead'),
      actionLabel: t('topTabTourAction'),
      href: href(tourListLink(condition, defaultConfig)),
      summary: [
        {
          label: ts('approachType'),
          value: ts(condition.approachType === 'train' ? 'approachTrain' : 'approachAir'),
        },
        { label: ts('departureDate'), value: ts('noDateValue') },
        { label: ts('nights'), value: ts('nightsValue', { count: nights }) },
        { label: ts('paxPerRoom'), value: ts('paxPerRoomValue', { count: paxPerRoom }) },
      ],
    },
    {
      id: 'hotel',
      label: t('topTabHotel'),
      lead: t('topTabHotelLead'),
      actionLabel: t('topTabHotelAction'),
      href: href(hotelListLink(condition, defaultConfig)),
      summary: [
        { label: ts('destination'), value: ts('notSelected') },
        { label: ts('checkinDate'), value: ts('noDateValue') },
        { label: ts('nights'), value: ts('nightsValue', { count: nights }) },
        { label: ts('paxPerRoom'), value: ts('paxPerRoomValue', { count: paxPerRoom }) },
      ],
    },
    {
      id: 'optional',
      label: t('topTabOptional'),
      lead: t('topTabOptionalLead'),
      actionLabel: t('topTabOptionalAction'),
      href: href('/optionals'),
      summary: [],
    },
    {
      id: 'rentacar',
      label: t('topTabRentacar'),
      lead: t('topTabRentacarLead'),
      actionLabel: t('topTabRentacarAction'),
      href: href('/rentacar'),
      summary: [],
    },
  ];

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
          <SearchEntryTabs tabs={tabs} label={t('topSearchLabel')} />
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
