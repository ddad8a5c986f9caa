/**
 * One search form of the top page (issue 16 item 1; tours or hotels, a hotel with a departure being
 * a dynamic package): a plain GET form to `/search/{product}` (lib/search/topSearchRoute.ts), so
 * destination, date and party work without JavaScript; the keyword suggest and the price calendar
 * come with it. The meta parameters of the page travel as hidden fields (a GET form drops the
 * action's query).
 */
import { paxCategoryHeading, type MetaParams } from '@tabiyori/domain';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { pageHref } from '@/lib/links';
import { CHILD_AGES } from '@/lib/search/party';
import type { AreaNode, SearchReference } from '@/lib/search/reference';
import { TOP_CHILD_SLOTS, type TopSearchProduct } from '@/lib/search/topForm';
import { TOUR_DAY_CHOICES, tourDaysText } from '@/lib/search/tourDays';
import { TopDateField } from './TopDateField';
import { TopKeywordField } from './TopKeywordField';
import styles from './top.module.css';

const PARTY_SIZES = Array.from({ length: 9 }, (_, i) => i + 1);
const NIGHTS = Array.from({ length: 10 }, (_, i) => i + 1);

type T = Awaited<ReturnType<typeof getT>>;

function AreaOptions({ areas, t }: { areas: readonly AreaNode[]; t: T }) {
  return areas.map((region) => (
    <optgroup key={region.code} label={region.name}>
      <option value={region.code}>{t('areaAll', { area: region.name })}</option>
      {region.children.flatMap((prefecture) => [
        <option key={prefecture.code} value={prefecture.code}>
          {prefecture.name}
        </option>,
        ...prefecture.children.map((area) => (
          <option key={area.code} value={area.code}>
            {`\u3000${area.name}`}
          </option>
        )),
      ])}
    </optgroup>
  ));
}

function Select({
  id,
  name,
  label,
  children,
  defaultValue,
}: {
  id: string;
  name: string;
  label: string;
  children: React.ReactNode;
  defaultValue?: string;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className={styles.input} defaultValue={defaultValue}>
        {children}
      </select>
    </div>
  );
}

export async function TopSearchForm({
  product,
  lang,
  meta,
  reference,
  withDeparture,
}: {
  product: TopSearchProduct;
  lang: Lang;
  meta: MetaParams;
  reference: SearchReference;
  /** Offer a departure: tours always; hotels as a dynamic package (hotel plus transport). */
  withDeparture: boolean;
}) {
  const [t, tp, tt] = await Promise.all([getT(lang, 'search'), getT(lang, 'pax'), getT(lang, 'tour')]);
  const tour = product === 'tours';
  const id = (name: string) => `top-${product}-${name}`;
  const { lang: _lang, ...hidden } = meta;
  return (
    <form
      className={styles.form}
      action={pageHref(`/search/${product}`, lang)}
      method="get"
      role="search"
      aria-label={t(tour ? 'searchTours' : 'searchHotels')}
    >
      {Object.entries(hidden).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {withDeparture ? (
        <Select id={id('departure')} name="depAreaCode" label={t('departure')}>
          <option value="">{tour ? tt('departureNoneShort') : t('departureNoneShort')}</option>
          {reference.departures.map((area) => (
            <option key={area.code} value={area.code}>
              {area.name}
            </option>
          ))}
        </Select>
      ) : null}
      <Select id={id('area')} name="arrAreaCode" label={t('destination')}>
        <option value="">{t('notSelected')}</option>
        <AreaOptions areas={reference.areas} t={t} />
      </Select>
      <div className={`${styles.field} ${withDeparture ? styles.half : styles.wide}`}>
        {tour ? (
          <>
            <label className={styles.label} htmlFor={id('keyword')}>
              {t('keyword')}
            </label>
            <input
              id={id('keyword')}
              name="keyword"
              type="search"
              className={styles.input}
              placeholder={t('keywordPlaceholder')}
              maxLength={50}
            />
          </>
        ) : (
          <TopKeywordField
            lang={lang}
            meta={meta}
            label={t('topKeyword')}
            placeholder={t('topKeywordPlaceholder')}
          />
        )}
      </div>
      <TopDateField
        lang={lang}
        product={product}
        label={t(tour ? 'departureDate' : 'checkinDate')}
        min={reference.calendar?.start}
        max={reference.calendar?.end}
      />
      <Select id={id('nights')} name="nights" label={t('nights')} defaultValue={tour ? '' : '1'}>
        {tour ? <option value="">{t('notSelected')}</option> : null}
        {NIGHTS.map((n) => (
          <option key={n} value={n}>
            {t('nightsValue', { count: n })}
          </option>
        ))}
      </Select>
      {tour ? (
        <>
          <Select id={id('days')} name="tourDays" label={t('tourDays')} defaultValue="">
            <option value="">{t('notSelected')}</option>
            {TOUR_DAY_CHOICES.map((n) => (
              <option key={n} value={n}>
                {tourDaysText(n, t)}
              </option>
            ))}
          </Select>
          <Select id={id('type')} name="tourType" label={t('tourType')} defaultValue="">
            <option value="">{t('notSelected')}</option>
            {reference.tourTypes.map((type) => (
              <option key={type.code} value={type.code}>
                {type.name}
              </option>
            ))}
          </Select>
        </>
      ) : null}
      <Select id={id('adults')} name="adultPax" label={paxCategoryHeading('adult', lang)} defaultValue="2">
        {PARTY_SIZES.map((n) => (
          <option key={n} value={n}>
            {tp('peopleValue', { count: n })}
          </option>
        ))}
      </Select>
      <Select id={id('rooms')} name="roomCount" label={t('roomCount')} defaultValue="1">
        {PARTY_SIZES.map((n) => (
          <option key={n} value={n}>
            {tp('roomsValue', { count: n })}
          </option>
        ))}
      </Select>
      <details className={`${styles.children} ${styles.wide}`}>
        <summary>{t('topChildren')}</summary>
        <div className={styles.childAges}>
          {Array.from({ length: TOP_CHILD_SLOTS }, (_, index) => (
            <Select
              key={index}
              id={id(`child${index}`)}
              name="childAge"
              label={tp('childAgeN', { n: index + 1 })}
            >
              <option value="">{t('topNoChild')}</option>
              {CHILD_AGES.map((age) => (
                <option key={age} value={age}>
                  {tp('ageValue', { count: age })}
                </option>
              ))}
            </Select>
          ))}
        </div>
      </details>
      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.submit}`}>
          {t(tour ? 'searchTours' : 'searchHotels')}
        </button>
      </div>
    </form>
  );
}
