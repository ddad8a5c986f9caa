/**
 * The search panel of a list page (spec §2): the current condition in short — destination, dates,
 * people and rooms, preferences (and the departure of a dynamic package). The summaries are made
 * here on the server (readable without JavaScript); SearchPanelClient makes each row open the search
 * modal on its tab, and every search navigates to the URL holding the new condition.
 */
import { partyPaxCounts, paxCountsText, type MetaParams, type SearchCondition } from '@tabiyori/domain';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { departureAreaOf } from './departure';
import type { SearchTarget } from './navigation';
import { partyFromCondition } from '@/lib/search/party';
import type { SearchReference } from '@/lib/search/reference';
import type { SearchProduct, SearchTab } from './SearchDialog';
import { SearchPanelClient, type SearchPanelRow } from './SearchPanelClient';
import { tourDaysText } from '@/lib/search/tourDays';
import { areaNames, dateSummary, kodawariNames } from './summary';
import { factSep, listSep } from '@/lib/i18n/punctuation';

export interface SearchPanelProps {
  lang: Lang;
  meta: MetaParams;
  target: SearchTarget;
  condition: SearchCondition;
  reference: SearchReference;
  tabs: readonly SearchTab[];
  /** Offer the departure (dynamic package: hotel plus transport). */
  allowDeparture?: boolean;
  title?: string;
  /** Text of the modal's search button (default この条件で検索). */
  submitLabel?: string;
  /** The product searched (default hotel): tours say 出発日 and word the departure for tours. */
  product?: SearchProduct;
}

/** The summary rows of the panel, in the order of the tabs. */
export async function searchPanelRows(
  lang: Lang,
  condition: SearchCondition,
  reference: SearchReference,
  tabs: readonly SearchTab[],
  product: SearchProduct = 'hotel',
): Promise<SearchPanelRow[]> {
  const [t, tp, tt] = await Promise.all([getT(lang, 'search'), getT(lang, 'pax'), getT(lang, 'tour')]);
  const tour = product === 'tour';
  const sep = listSep(lang);
  const areas = areaNames(reference.areas, condition.arrAreaCode);
  const dates = dateSummary(condition, lang);
  const party = partyFromCondition(condition);
  const kodawari = kodawariNames(reference.kodawariGroups, condition.kodawari);
  const departureArea = reference.departures.find(
    (d) => d.code === departureAreaOf(reference.departures, condition),
  );
  const point = departureArea
    ? [...departureArea.airports, ...departureArea.stations].find(
        (p) => p.code === condition.depAirport || p.code === condition.depStation,
      )
    : undefined;
  const tourKind = [
    condition.tourDays !== undefined ? tourDaysText(condition.tourDays, t) : null,
    reference.tourTypes.find((type) => type.code === condition.tourType)?.name ?? condition.tourType,
  ].filter(Boolean);
  const rows: Record<SearchTab, SearchPanelRow> = {
    area: {
      tab: 'area',
      label: t('destination'),
      value: areas.length > 0 ? areas.join(sep) : t('notSelected'),
    },
    calendar: {
      tab: 'calendar',
      label: t(tour ? 'departureDate' : 'checkinDate'),
      value: dates.checkIn
        ? `${dates.checkIn} ${t('nightsValue', { count: dates.nights })}`
        : t('noDateValue'),
    },
    people: {
      tab: 'people',
      label: t('peopleAndRooms'),
      value: [
        paxCountsText(partyPaxCounts(party.adultPax, party.children), lang),
        tp('roomsValue', { count: party.roomCount }),
      ]
        .filter(Boolean)
        .join(sep),
    },
    preference: {
      tab: 'preference',
      label: t('preference'),
      value: kodawari.length > 0 ? kodawari.join(sep) : t('preferenceNone'),
    },
    tourKind: {
      tab: 'tourKind',
      label: t('tabTourKind'),
      value: tourKind.length > 0 ? tourKind.join(sep) : t('tourKindNone'),
    },
    departure: {
      tab: 'departure',
      label: t('departure'),
      // A hotel's departure says its transport (JR + hotel, or the plane: stay-only prices).
      value: departureArea
        ? [
            departureArea.name,
            tour ? null : t(condition.approachType === 'train' ? 'approachTrain' : 'approachAir'),
            point?.name,
          ]
            .filter(Boolean)
            .join(factSep(lang))
        : tour
          ? tt('departureNoneShort')
          : t('departureNoneShort'),
    },
  };
  return tabs.map((tab) => rows[tab]);
}

export async function SearchPanel(props: SearchPanelProps) {
  const tabs = props.tabs.filter((tab) => tab !== 'departure' || props.allowDeparture);
  const { reference, ...rest } = props;
  const rows = await searchPanelRows(props.lang, props.condition, reference, tabs, props.product);
  // The modal's reference data (areas, preferences, departures: tens of KB) is not serialised into
  // the page: the modal loads it when it is about to open (referenceClient.ts).
  return <SearchPanelClient {...rest} tabs={tabs} rows={rows} />;
}
