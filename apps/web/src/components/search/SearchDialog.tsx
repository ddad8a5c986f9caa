'use client';
/**
 * The search modal (spec §2: hotel list "search modal with tabs area, calendar, people and room
 * count, preference"; the dynamic package adds the departure): one native dialog with WAI-ARIA
 * tabs. It edits a draft of the condition through the domain transitions; "この条件で検索" writes
 * the party (setAdultPax, setChildPax, setRoomCount) and navigates to the URL of the new condition.
 * The search is refused while a people-and-room message of spec §5 applies.
 */
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, useTransition, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { japanToday, setArrivalAreas, type MetaParams, type SearchCondition } from '@tabiyori/domain';
import { selectBrand, withBrandCalendar } from '@/lib/brands';
import type { Lang } from '@/lib/i18n/settings';
import { AreaPane } from './AreaPane';
import { CalendarPane } from './CalendarPane';
import { DeparturePane } from './DeparturePane';
import { Modal } from './Modal';
import { conditionHref, type SearchTarget } from './navigation';
import { applyParty, partyFromCondition, partyMessages, partyTransport } from '@/lib/search/party';
import { PeopleRoomPane } from './PeopleRoomPane';
import { PreferencePane } from './PreferencePane';
import { TourKindPane } from './TourKindPane';
import type { SearchReference } from '@/lib/search/reference';
import { loadSearchReference } from './referenceClient';
import styles from './search.module.css';

export type SearchTab = 'area' | 'calendar' | 'people' | 'preference' | 'departure' | 'tourKind';
/** The product a search panel searches: the wording of the departure differs for tours. */
export type SearchProduct = 'hotel' | 'tour';

const TAB_LABEL_KEYS: Record<SearchTab, string> = {
  area: 'tabArea',
  calendar: 'tabCalendar',
  people: 'tabPeople',
  preference: 'tabPreference',
  departure: 'tabDeparture',
  tourKind: 'tabTourKind',
};

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  initialTab: SearchTab;
  tabs: readonly SearchTab[];
  lang: Lang;
  meta: MetaParams;
  target: SearchTarget;
  condition: SearchCondition;
  /** Whether the search may include transport (dynamic package). */
  allowDeparture: boolean;
  submitLabel?: string;
  product?: SearchProduct;
}

export function SearchDialog({
  open,
  onClose,
  initialTab,
  tabs,
  lang,
  meta,
  target,
  condition,
  allowDeparture,
  submitLabel,
  product = 'hotel',
}: SearchDialogProps) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation('common');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [tab, setTab] = useState<SearchTab>(initialTab);
  const [draft, setDraft] = useState<SearchCondition>(condition);
  const [party, setParty] = useState(() => partyFromCondition(condition));
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<SearchTab, HTMLButtonElement | null>>>({});
  // The reference data: undefined while loading, null when it could not be loaded.
  const [reference, setReference] = useState<SearchReference | null | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const kind = product === 'tour' ? 'tour' : 'hotel';

  const brand = selectBrand(meta);
  useEffect(() => {
    let live = true;
    void loadSearchReference(lang, kind).then((loaded) => {
      // The brand's reserve window decides the days the calendar offers (lib/brands.ts).
      if (live) setReference(loaded && withBrandCalendar(loaded, brand, japanToday()));
    });
    return () => {
      live = false;
    };
  }, [lang, kind, attempt, brand]);

  const withTransport = allowDeparture && Boolean(draft.depAreaCode || draft.depAirport || draft.depStation);
  const transport = partyTransport(withTransport, draft.approachType);
  const partyProblems = partyMessages(party, transport);

  function focusTab(index: number) {
    const next = tabs[(index + tabs.length) % tabs.length];
    if (!next) return;
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusTab(next);
  }

  function submit() {
    if (partyProblems.length > 0) {
      setTab('people');
      return;
    }
    const withParty = applyParty(draft, party);
    if (!withParty) {
      setTab('people');
      return;
    }
    const href = conditionHref(target, withParty, lang, meta);
    startTransition(() => {
      router.push(href);
      onClose();
    });
  }

  const panelId = `${baseId}-panel`;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('searchDialogTitle')}
      wide
      footer={
        <>
          {partyProblems.length > 0 ? (
            <p className={styles.footerError} role="status">
              {t('fixPeopleFirst')}
            </p>
          ) : null}
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className={styles.primaryButton}
            onClick={submit}
            disabled={pending}
            aria-disabled={partyProblems.length > 0 || undefined}
          >
            {pending ? t('searching') : (submitLabel ?? t('submit'))}
          </button>
        </>
      }
    >
      <div role="tablist" aria-label={t('searchDialogTitle')} className={styles.tabs}>
        {tabs.map((key, index) => (
          <button
            key={key}
            ref={(el) => {
              tabRefs.current[key] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={panelId}
            tabIndex={tab === key ? 0 : -1}
            data-autofocus={key === initialTab || undefined}
            className={styles.tab}
            onClick={() => setTab(key)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {t(TAB_LABEL_KEYS[key])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`${baseId}-tab-${tab}`} className={styles.tabPanel}>
        {tab === 'people' ? <PeopleRoomPane draft={party} onChange={setParty} transport={transport} /> : null}
        {tab !== 'people' && reference === undefined ? (
          <p className={styles.referenceState} role="status">
            {tc('loading')}
          </p>
        ) : null}
        {tab !== 'people' && reference === null ? (
          <div className={styles.referenceState} role="alert">
            <p>{t('referenceUnavailable')}</p>
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => {
                setReference(undefined);
                setAttempt((n) => n + 1);
              }}
            >
              {tc('retry')}
            </button>
          </div>
        ) : null}
        {reference && tab === 'area' ? (
          <AreaPane
            areas={reference.areas}
            selected={draft.arrAreaCode}
            onChange={(codes) => setDraft((d) => setArrivalAreas(d, codes))}
          />
        ) : null}
        {reference && tab === 'calendar' ? (
          <CalendarPane
            lang={lang}
            condition={draft}
            reference={reference}
            onChange={setDraft}
            target={target}
          />
        ) : null}
        {reference && tab === 'preference' ? (
          <PreferencePane groups={reference.kodawariGroups} condition={draft} onChange={setDraft} />
        ) : null}
        {reference && tab === 'tourKind' ? (
          <TourKindPane tourTypes={reference.tourTypes} condition={draft} onChange={setDraft} />
        ) : null}
        {reference && tab === 'departure' ? (
          <DeparturePane
            departures={reference.departures}
            condition={draft}
            onChange={setDraft}
            product={product}
          />
        ) : null}
      </div>
    </Modal>
  );
}
