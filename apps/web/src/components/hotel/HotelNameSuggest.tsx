'use client';
/**
 * Hotel-name search with suggestions (spec §7 GET /v1/hotels.suggest: suggestKeyword, lang; issue 6:
 * as the traveller types, in kanji, hiragana, katakana or romaji — the API folds the scripts). A
 * WAI-ARIA combobox: the list of areas and hotels follows the typing (debounced, cancelled when
 * outdated, paused during IME composition); arrow keys move through it, Enter chooses, Esc closes
 * the list. Choosing an area or a hotel is the caller's (onPickArea / onPickHotel); typed text that
 * is not chosen stays a keyword.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SUGGEST_MAX_LENGTH } from '@tabiyori/domain';
import { browserApi } from '@/lib/browserApi';
import { useTranslation } from '@/lib/i18n/client';
import type { Lang } from '@/lib/i18n/settings';
import type { SuggestAnswer } from '@/lib/hotels/types';
import { nextActive, suggestOptions, type SuggestOption as Option } from './suggestModel';
import styles from './hotel.module.css';

/** Wait after the last keystroke before asking (ms). */
export const SUGGEST_DEBOUNCE_MS = 250;

export function HotelNameSuggest({
  lang,
  value,
  onValueChange,
  onPickArea,
  onPickHotel,
  onSubmit,
  name,
  label,
  placeholder,
  autoFocus = true,
}: {
  lang: Lang;
  value: string;
  onValueChange: (value: string) => void;
  onPickArea: (code: string, name: string) => void;
  onPickHotel: (hotelId: string) => void;
  onSubmit: () => void;
  /** Form field name, so the typed text is sent by a plain form submit (the top page's forms). */
  name?: string;
  /** Label and placeholder other than 宿泊施設名 / 施設名で絞り込む. */
  label?: string;
  placeholder?: string;
  /** Take the focus when its dialog opens (default true). */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('search');
  const baseId = useId();
  const listId = `${baseId}-list`;
  const [answer, setAnswer] = useState<SuggestAnswer | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const [failed, setFailed] = useState(false);
  const composing = useRef(false);
  const [query, setQuery] = useState('');

  useEffect(() => {
    const keyword = query.trim().slice(0, SUGGEST_MAX_LENGTH);
    if (keyword === '') return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      browserApi()
        .GET('/v1/hotels.suggest', {
          params: { query: { suggestKeyword: keyword, lang } },
          signal: controller.signal,
        })
        .then(({ data }) => data ?? Promise.reject(new Error('suggestions unavailable')))
        .then((body) => {
          setAnswer(body);
          setFailed(false);
          setExpanded(true);
          setActive(-1);
        })
        .catch((error: unknown) => {
          if ((error as { name?: string }).name === 'AbortError') return;
          setAnswer(null);
          setFailed(true);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, lang]);

  const options = answer && query.trim() !== '' ? suggestOptions(answer, baseId) : [];
  const showList = expanded && query.trim() !== '' && answer !== null;

  function pick(option: Option) {
    setExpanded(false);
    if (option.kind === 'area') onPickArea(option.code, option.label);
    else onPickHotel(option.hotelId);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setExpanded(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => nextActive(i, step, options.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = showList ? options[active] : undefined;
      if (option) pick(option);
      else onSubmit();
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      event.stopPropagation();
      setExpanded(false);
    }
  }

  const activeOption = showList ? options[active] : undefined;
  const areas = options.filter((o) => o.kind === 'area');
  const hotels = options.filter((o) => o.kind === 'hotel');
  const renderOption = (option: Option) => (
    <li
      key={option.id}
      id={option.id}
      role="option"
      aria-selected={option.id === activeOption?.id}
      className={styles.suggestOption}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => pick(option)}
    >
      <span>{option.label}</span>
      {option.sub ? <small>{option.sub}</small> : null}
    </li>
  );

  return (
    <div className={styles.suggest}>
      <label htmlFor={`${baseId}-input`} className={styles.fieldLabel}>
        {label ?? t('hotelName')}
      </label>
      <input
        id={`${baseId}-input`}
        name={name}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeOption?.id}
        aria-describedby={`${baseId}-hint`}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SUGGEST_MAX_LENGTH}
        placeholder={placeholder ?? t('hotelNamePlaceholder')}
        value={value}
        data-autofocus={autoFocus || undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          if (!composing.current) setQuery(event.target.value);
          if (event.target.value.trim() === '') setAnswer(null);
        }}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={(event) => {
          composing.current = false;
          setQuery(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setExpanded(false)}
        onFocus={() => {
          if (answer) setExpanded(true);
        }}
      />
      <p id={`${baseId}-hint`} className={styles.hint}>
        {t('hotelNameHint')}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {showList
          ? options.length > 0
            ? t('suggestCount', { count: options.length })
            : t('suggestNone')
          : ''}
        {failed ? t('suggestFailed') : ''}
      </p>
      {showList && options.length === 0 ? <p className={styles.suggestEmpty}>{t('suggestNone')}</p> : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={t('suggestLabel')}
        className={styles.suggestList}
        hidden={!showList || options.length === 0}
      >
        {areas.length > 0 ? (
          <li role="presentation">
            <p className={styles.suggestGroup} id={`${listId}-areas`} aria-hidden="true">
              {t('suggestAreas')}
            </p>
            <ul role="group" aria-labelledby={`${listId}-areas`}>
              {areas.map(renderOption)}
            </ul>
          </li>
        ) : null}
        {hotels.length > 0 ? (
          <li role="presentation">
            <p className={styles.suggestGroup} id={`${listId}-hotels`} aria-hidden="true">
              {t('suggestHotels')}
            </p>
            <ul role="group" aria-labelledby={`${listId}-hotels`}>
              {hotels.map(renderOption)}
            </ul>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
