'use client';
/**
 * The date field of a top-page search form: a native date input (name="goDate", works without
 * JavaScript), and once the page is interactive a button that opens the search calendar
 * (CalendarPane: the reserve window, holidays, and for tours the lowest price per day) for the
 * condition the form holds so far. The chosen check-in fills the date, the stay the nights.
 */
import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { japanToday, type SearchCondition } from '@tabiyori/domain';
import { useTranslation } from '@/lib/i18n/client';
import { useHydrated } from '@/lib/hydrated';
import type { Lang } from '@/lib/i18n/settings';
import { dateInputValue } from '@/lib/optionals/query';
import type { SearchReference } from '@/lib/search/reference';
import { topSearchCondition, type TopSearchProduct } from '@/lib/search/topForm';
import { CalendarPane } from './CalendarPane';
import { Modal } from './Modal';
import { loadSearchReference } from './referenceClient';
import styles from './top.module.css';

function formQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') query.append(key, value);
  return query;
}

export function TopDateField({
  lang,
  product,
  label,
  min,
  max,
}: {
  lang: Lang;
  product: TopSearchProduct;
  label: string;
  /** The first and last day offered (`YYYYMMDD`: the brand's reserve window), for input and calendar. */
  min?: string;
  max?: string;
}) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState('');
  const interactive = useHydrated();
  const [draft, setDraft] = useState<SearchCondition | null>(null);
  const [reference, setReference] = useState<SearchReference | null | undefined>(undefined);

  function openCalendar() {
    const form = wrap.current?.closest('form');
    if (!form) return;
    setDraft(topSearchCondition(formQuery(form), product, japanToday()));
    // The calendar offers the page's window (the brand's reserve window, lib/brands.ts), as the
    // date input's min and max do.
    void loadSearchReference(lang, product === 'tours' ? 'tour' : 'hotel').then((loaded) =>
      setReference(loaded && min && max ? { ...loaded, calendar: { start: min, end: max } } : loaded),
    );
  }

  function apply() {
    if (draft) {
      setValue(draft.isNoDate || !draft.goDate ? '' : dateInputValue(draft.goDate));
      const nights = wrap.current?.closest('form')?.elements.namedItem('nights');
      if (nights instanceof HTMLSelectElement && draft.nights && !draft.isNoDate)
        nights.value = String(draft.nights);
    }
    setDraft(null);
  }

  return (
    <div ref={wrap} className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.dateRow}>
        <input
          id={id}
          name="goDate"
          type="date"
          className={styles.input}
          min={min ? dateInputValue(min) : undefined}
          max={max ? dateInputValue(max) : undefined}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        {interactive ? (
          <button
            type="button"
            className={styles.calendarButton}
            aria-haspopup="dialog"
            onClick={openCalendar}
          >
            {t('modalCalendar')}
          </button>
        ) : null}
      </div>
      {draft
        ? createPortal(
            <Modal
              open
              onClose={() => setDraft(null)}
              title={t('modalCalendar')}
              wide
              footer={
                <button type="button" className="button" onClick={apply}>
                  {tc('apply')}
                </button>
              }
            >
              {reference ? (
                <CalendarPane
                  lang={lang}
                  condition={draft}
                  reference={reference}
                  onChange={setDraft}
                  target={{ kind: product }}
                />
              ) : (
                <p role={reference === null ? 'alert' : 'status'}>
                  {reference === null ? t('referenceUnavailable') : tc('loading')}
                </p>
              )}
            </Modal>,
            document.body,
          )
        : null}
    </div>
  );
}
