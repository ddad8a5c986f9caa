'use client';
/**
 * The filter modal of the hotel list (loaded on first use by HotelFilter) (spec §2 "filter modal with hotel name search"; issue 6 item 1):
 * hotel name (keyword, with suggestions), price per adult per night, meal and room type. Applying
 * goes through the domain transitions (removeKeyword/addKeyword, setPrice/resetPrice,
 * addMeal/removeMeal, addRoomType/removeRoomType) and navigates to the new URL; a suggested area
 * becomes the destination (setArrivalAreas), a suggested hotel opens its page.
 */
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { removeKeyword, setArrivalAreas, type MetaParams, type SearchCondition } from '@tabiyori/domain';
import { Modal } from '@/components/search/Modal';
import { conditionHref, type SearchTarget } from '@/components/search/navigation';
import { PriceFilter } from '@/components/search/PriceFilter';
import type { CodeName } from '@/lib/search/reference';
import { hotelHref } from '@/lib/hotels/condition';
import type { Lang } from '@/lib/i18n/settings';
import { pageHref } from '@/lib/links';
import { applyFilters, filterDraftOf, type FilterDraft } from './filterModel';
import { HotelNameSuggest } from './HotelNameSuggest';
import ui from '@/components/search/search.module.css';
import styles from './hotel.module.css';

function toggle(list: readonly string[], code: string): string[] {
  return list.includes(code) ? list.filter((c) => c !== code) : [...list, code];
}

export function HotelFilterDialog({
  lang,
  meta,
  target,
  condition,
  priceSteps,
  mealTypes,
  roomTypes,
  open,
  onClose,
}: {
  lang: Lang;
  meta: MetaParams;
  target: SearchTarget;
  condition: SearchCondition;
  priceSteps: readonly number[];
  mealTypes: readonly CodeName[];
  roomTypes: readonly CodeName[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('search');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [draft, setDraft] = useState<FilterDraft>(() => filterDraftOf(condition));

  const go = (href: string) =>
    startTransition(() => {
      router.push(href);
      onClose();
    });
  const apply = () => go(conditionHref(target, applyFilters(condition, draft), lang, meta));

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('filterTitle')}
      footer={
        <>
          <button
            type="button"
            className={ui.secondaryButton}
            onClick={() => setDraft({ keywordText: '', price: {}, meal: [], roomType: [] })}
          >
            {t('filterClear')}
          </button>
          <button type="button" className={ui.primaryButton} onClick={apply} disabled={pending}>
            {pending ? t('searching') : t('filterApply')}
          </button>
        </>
      }
    >
      {open ? (
        <div className={styles.filterBody}>
          <HotelNameSuggest
            lang={lang}
            value={draft.keywordText}
            onValueChange={(keywordText) => setDraft((d) => ({ ...d, keywordText }))}
            onSubmit={apply}
            onPickArea={(code) => {
              let next = condition;
              for (const keyword of condition.keyword) next = removeKeyword(next, keyword);
              go(conditionHref(target, setArrivalAreas(next, [code]), lang, meta));
            }}
            onPickHotel={(hotelId) => go(pageHref(hotelHref(hotelId, condition), lang, meta))}
          />
          <PriceFilter
            lang={lang}
            steps={priceSteps}
            bounds={draft.price}
            onChange={(price) => setDraft((d) => ({ ...d, price }))}
          />
          {mealTypes.length > 0 ? (
            <fieldset className={ui.checkGroup}>
              <legend>{t('meal')}</legend>
              <div className={ui.checkGrid}>
                {mealTypes.map((m) => (
                  <label key={m.code} className={ui.checkChip}>
                    <input
                      type="checkbox"
                      checked={draft.meal.includes(m.code)}
                      onChange={() => setDraft((d) => ({ ...d, meal: toggle(d.meal, m.code) }))}
                    />
                    <span>{m.name}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          {roomTypes.length > 0 ? (
            <fieldset className={ui.checkGroup}>
              <legend>{t('roomType')}</legend>
              <div className={ui.checkGrid}>
                {roomTypes.map((r) => (
                  <label key={r.code} className={ui.checkChip}>
                    <input
                      type="checkbox"
                      checked={draft.roomType.includes(r.code)}
                      onChange={() => setDraft((d) => ({ ...d, roomType: toggle(d.roomType, r.code) }))}
                    />
                    <span>{r.name}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
