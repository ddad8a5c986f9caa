'use client';
/**
 * The interactive part of the search panel (SearchPanel.tsx renders it with the summaries made on
 * the server): each summary row (SummaryPanel.tsx) is a button that opens the search modal on its tab. The modal, the
 * domain rules it needs and its reference data (referenceClient.ts) are loaded on first use (pointer
 * over the panel or focus on a row), so reading the page costs no script or data beyond this.
 */
import { useState, type ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import type { MetaParams, SearchCondition } from '@tabiyori/domain';
import type { Lang } from '@/lib/i18n/settings';
import type { SearchTarget } from './navigation';
import type { SearchDialogProps, SearchProduct, SearchTab } from './SearchDialog';
import { SummaryPanel } from './SummaryPanel';

// A plain dynamic import (not next/dynamic, whose loader runtime would ship with every list page).
const loadDialog = () => import('./SearchDialog').then((m) => m.SearchDialog);

export interface SearchPanelRow {
  tab: SearchTab;
  label: string;
  value: string;
}

export interface SearchPanelClientProps {
  rows: readonly SearchPanelRow[];
  lang: Lang;
  meta: MetaParams;
  target: SearchTarget;
  condition: SearchCondition;
  tabs: readonly SearchTab[];
  /** Offer the departure (dynamic package: hotel plus transport). */
  allowDeparture?: boolean;
  /** Heading of the panel. */
  title?: string;
  /** Text of the modal's search button (default この条件で検索). */
  submitLabel?: string;
  /** The product searched (default hotel). */
  product?: SearchProduct;
}

export function SearchPanelClient({
  rows,
  lang,
  meta,
  target,
  condition,
  tabs,
  allowDeparture = false,
  title,
  submitLabel,
  product,
}: SearchPanelClientProps) {
  const { t } = useTranslation('search');
  const [openTab, setOpenTab] = useState<SearchTab | null>(null);
  const [session, setSession] = useState(0);
  const [SearchDialog, setSearchDialog] = useState<ComponentType<SearchDialogProps> | null>(null);

  const prepare = () => {
    if (!SearchDialog) void loadDialog().then((dialog) => setSearchDialog(() => dialog));
    void import('./referenceClient').then((m) =>
      m.loadSearchReference(lang, product === 'tour' ? 'tour' : 'hotel'),
    );
  };
  const open = (tab: SearchTab) => {
    prepare();
    setSession((n) => n + 1);
    setOpenTab(tab);
  };

  const shown = tabs.filter((tab) => tab !== 'departure' || allowDeparture);

  return (
    <SummaryPanel
      label={title ?? t('panelLabel')}
      title={title}
      rows={rows.map(({ tab, label, value }) => ({ key: tab, label, value }))}
      onOpen={open}
      onPrepare={prepare}
    >
      {session > 0 && SearchDialog ? (
        <SearchDialog
          key={session}
          open={openTab !== null}
          onClose={() => setOpenTab(null)}
          initialTab={openTab ?? shown[0] ?? 'area'}
          tabs={shown}
          lang={lang}
          meta={meta}
          target={target}
          condition={condition}
          allowDeparture={allowDeparture}
          submitLabel={submitLabel}
          product={product}
        />
      ) : null}
    </SummaryPanel>
  );
}
