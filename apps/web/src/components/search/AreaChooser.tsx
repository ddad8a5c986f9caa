'use client';
/**
 * The area modal (spec §2: direction → prefecture → area → district) on list pages whose search is
 * not a hotel or tour condition (optional activities, rental cars): one summary row of the search
 * panel's kind (SummaryPanel.tsx), which opens the modal; "この条件で検索" reloads the page's own URL
 * with the chosen area in `param` (the page's other query fields kept, the page number dropped).
 * The page's plain GET form stays the way to search without JavaScript. Reference data loads when
 * the modal is about to open.
 */
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import type { Lang } from '@/lib/i18n/settings';
import type { SearchReference } from '@/lib/search/reference';
import { AreaPane } from './AreaPane';
import { Modal } from './Modal';
import { areaChoiceHref } from './navigation';
import { loadSearchReference } from './referenceClient';
import { SummaryPanel } from './SummaryPanel';
import styles from './search.module.css';

export function AreaChooser({
  lang,
  href,
  param,
  selected,
  value,
}: {
  lang: Lang;
  /** This page's localized URL with its current query (meta parameters included). */
  href: string;
  /** The query field of the area on this page. */
  param: string;
  selected: string | null;
  /** The chosen area's name, or 指定なし (made on the server, readable without JavaScript). */
  value: string;
}) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation('common');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>(selected ? [selected] : []);
  const [reference, setReference] = useState<SearchReference | null | undefined>(undefined);

  const prepare = () => {
    if (!reference) void loadSearchReference(lang, 'hotel').then(setReference);
  };
  const submit = () =>
    startTransition(() => {
      router.push(areaChoiceHref(href, param, draft[0]));
      setOpen(false);
    });

  return (
    <SummaryPanel
      label={t('destination')}
      rows={[{ key: 'area', label: t('destination'), value }]}
      onOpen={() => {
        prepare();
        setDraft(selected ? [selected] : []);
        setOpen(true);
      }}
      onPrepare={prepare}
    >
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('tabArea')}
        wide
        footer={
          <>
            <button type="button" className={styles.secondaryButton} onClick={() => setOpen(false)}>
              {t('cancel')}
            </button>
            <button type="button" className={styles.primaryButton} onClick={submit} disabled={pending}>
              {pending ? t('searching') : t('submit')}
            </button>
          </>
        }
      >
        {reference === undefined ? (
          <p className={styles.referenceState} role="status">
            {tc('loading')}
          </p>
        ) : reference === null ? (
          <p className={styles.referenceState} role="alert">
            {t('referenceUnavailable')}
          </p>
        ) : (
          <AreaPane areas={reference.areas} selected={draft} onChange={setDraft} />
        )}
      </Modal>
    </SummaryPanel>
  );
}
