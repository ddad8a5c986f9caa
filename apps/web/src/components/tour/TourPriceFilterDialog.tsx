'use client';
/**
 * The modal of the tour list's price filter (TourPriceFilter.tsx loads it on first use): the shared
 * PriceFilter; 'reset' and 'apply' go through the domain transitions (priceFilterHref.ts) and the
 * browser navigates to the URL of the new condition (back to page 1).
 */
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import type { MetaParams, SearchCondition } from '@tabiyori/domain';
import { Modal } from '@/components/search/Modal';
import type { SearchTarget } from '@/components/search/navigation';
import { PriceFilter } from '@/components/search/PriceFilter';
import type { PriceBounds } from '@/components/search/priceOptions';
import type { Lang } from '@/lib/i18n/settings';
import { priceFilterHref } from './priceFilterHref';
import styles from './tour.module.css';

export interface TourPriceFilterDialogProps {
  lang: Lang;
  meta: MetaParams;
  target: SearchTarget;
  condition: SearchCondition;
  priceSteps: readonly number[];
  onClose: () => void;
}

export function TourPriceFilterDialog({
  lang,
  meta,
  target,
  condition,
  priceSteps,
  onClose,
}: TourPriceFilterDialogProps) {
  const { t } = useTranslation('search');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [bounds, setBounds] = useState<PriceBounds>({
    minPrice: condition.minPrice,
    maxPrice: condition.maxPrice,
  });

  function go(next: PriceBounds | null) {
    const href = priceFilterHref(condition, next, target, lang, meta);
    startTransition(() => {
      router.push(href);
      onClose();
    });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('price')}
      footer={
        <>
          <button type="button" className={styles.secondaryButton} onClick={() => go(null)}>
            {t('priceReset')}
          </button>
          <button
            type="button"
            className={styles.primaryButton}
            disabled={pending}
            onClick={() => go(bounds)}
          >
            {pending ? t('searching') : t('filterApply')}
          </button>
        </>
      }
    >
      <PriceFilter lang={lang} steps={priceSteps} bounds={bounds} onChange={setBounds} />
    </Modal>
  );
}
