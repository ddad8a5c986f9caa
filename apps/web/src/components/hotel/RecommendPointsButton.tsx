'use client';
/**
 * The recommend-point modal of a hotel card (spec §2 hotel list UI: recommend-point modal). The
 * dialog is mounted on the first press only: a list page has up to 20 of these buttons, and 20
 * closed dialogs (with their hooks) would be hydrated for nothing.
 */
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { Modal } from '@/components/search/Modal';
import ui from '@/components/search/search.module.css';
import styles from './hotel.module.css';

export function RecommendPointsButton({
  hotelName,
  points,
}: {
  hotelName: string;
  points: readonly string[];
}) {
  const { t } = useTranslation('hotel');
  const { t: tc } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.secondaryAction}
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {t('recommendPoint')}
      </button>
      {mounted ? (
        <Modal
          open={open}
          onClose={() => setOpen(false)}
          title={t('recommendPointTitle', { hotel: hotelName })}
          footer={
            <button
              type="button"
              className={ui.secondaryButton}
              onClick={() => setOpen(false)}
              data-autofocus
            >
              {tc('close')}
            </button>
          }
        >
          <ol className={styles.pointList}>
            {points.map((point, i) => (
              <li key={i}>{point}</li>
            ))}
          </ol>
        </Modal>
      ) : null}
    </>
  );
}
