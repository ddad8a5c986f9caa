'use client';
/**
 * Destination picker in four levels (spec §2 area modal: direction → prefecture → area →
 * district; DESIGN.md area hierarchy). Each level lists its places; a place with places below opens
 * them, and "{name}全域" chooses the whole place. "指定なし" clears the destination. The chosen
 * place is reported as a code list (the condition's arrAreaCode; one place here).
 */
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { areaChain, type AreaNode } from '@/lib/search/reference';
import styles from './search.module.css';

const LEVEL_KEYS = ['areaDirection', 'areaPrefecture', 'areaArea', 'areaDistrict'] as const;

export function AreaPane({
  areas,
  selected,
  onChange,
}: {
  areas: readonly AreaNode[];
  selected: readonly string[];
  onChange: (codes: string[]) => void;
}) {
  const { t } = useTranslation('search');
  const first = selected[0];
  const chosenChain = first ? areaChain(areas, first) : [];
  // Open the level that shows the chosen place (its parent's list).
  const [path, setPath] = useState<AreaNode[]>(() => chosenChain.slice(0, -1));
  const parent = path.at(-1);
  const list = parent ? parent.children : areas;
  const level = path.length;
  const chosen = new Set(selected);

  if (areas.length === 0) return <p className={styles.note}>{t('referenceUnavailable')}</p>;

  return (
    <div className={styles.areaPane}>
      <p className={styles.paneStatus} aria-live="polite">
        {t('areaCurrent')}{' '}
        <strong>
          {chosenChain.length > 0 ? chosenChain.map((n) => n.name).join(' > ') : t('notSelected')}
        </strong>
      </p>
      <nav aria-label={t('areaLevels')} className={styles.areaTrail}>
        <ol>
          <li>
            {level === 0 ? (
              <span aria-current="step">{t(LEVEL_KEYS[0])}</span>
            ) : (
              <button type="button" className={styles.linkButton} onClick={() => setPath([])}>
                {t(LEVEL_KEYS[0])}
              </button>
            )}
          </li>
          {path.map((node, i) => (
            <li key={node.code}>
              {i === path.length - 1 ? (
                <span aria-current="step">{node.name}</span>
              ) : (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => setPath(path.slice(0, i + 1))}
                >
                  {node.name}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {parent ? (
        <button type="button" className={styles.backButton} onClick={() => setPath(path.slice(0, -1))}>
          ‹ {t('areaBack')}
        </button>
      ) : null}
      <h3 className={styles.paneHeading}>{t(LEVEL_KEYS[Math.min(level, 3)] ?? 'areaDirection')}</h3>
      <ul className={styles.choiceList}>
        <li>
          {parent ? (
            <button
              type="button"
              className={styles.choice}
              aria-pressed={chosen.has(parent.code)}
              onClick={() => onChange([parent.code])}
              data-autofocus
            >
              {t('areaAll', { area: parent.name })}
            </button>
          ) : (
            <button
              type="button"
              className={styles.choice}
              aria-pressed={selected.length === 0}
              onClick={() => onChange([])}
              data-autofocus
            >
              {t('notSelected')}
            </button>
          )}
        </li>
        {list.map((node) => {
          const inside = chosenChain.some((n) => n.code === node.code);
          return (
            <li key={node.code}>
              {node.children.length > 0 ? (
                <button
                  type="button"
                  className={`${styles.choice} ${styles.choiceDrill}`}
                  aria-label={t('areaOpen', { area: node.name })}
                  onClick={() => setPath([...path, node])}
                  data-inside={inside || undefined}
                >
                  {node.name}
                  <span aria-hidden="true">›</span>
                </button>
              ) : (
                <button
                  type="button"
                  className={styles.choice}
                  aria-pressed={chosen.has(node.code)}
                  onClick={() => onChange([node.code])}
                >
                  {node.name}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
