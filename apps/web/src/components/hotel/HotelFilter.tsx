'use client';
/**
 * The filter button of a hotel list (spec §2 "filter modal with hotel name search"). The modal
 * (HotelFilterDialog: hotel name with suggestions, price, meal, room type) is loaded on first use.
 */
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import type { MetaParams, SearchCondition } from '@tabiyori/domain';
import type { SearchTarget } from '@/components/search/navigation';
import type { CodeName } from '@/lib/search/reference';
import type { Lang } from '@/lib/i18n/settings';
import styles from './hotel.module.css';

const loadDialog = () => import('./HotelFilterDialog').then((m) => m.HotelFilterDialog);
const HotelFilterDialog = dynamic(loadDialog, { ssr: false });

export function HotelFilter(props: {
  lang: Lang;
  meta: MetaParams;
  target: SearchTarget;
  condition: SearchCondition;
  priceSteps: readonly number[];
  mealTypes: readonly CodeName[];
  roomTypes: readonly CodeName[];
  activeCount: number;
}) {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);
  const { activeCount, ...dialogProps } = props;
  return (
    <>
      <button
        type="button"
        className={styles.filterButton}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setSession((n) => n + 1);
          setOpen(true);
        }}
      >
        {t('filter')}
        {activeCount > 0 ? (
          <span className={styles.filterCount}>{t('filterActive', { count: activeCount })}</span>
        ) : null}
      </button>
      {session > 0 ? (
        <HotelFilterDialog key={session} {...dialogProps} open={open} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
