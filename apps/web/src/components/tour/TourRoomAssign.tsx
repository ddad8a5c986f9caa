'use client';
/**
 * The tour panel's optional room assignment (domain validateRoomAssignment): who sleeps in which
 * room, counted per category with −/+ buttons, the problems said as they arise.
 */
import { useId, type Dispatch, type SetStateAction } from 'react';
import { paxTypeLabel, type PaxMessage, type RoomAssignCounts, type RoomPaxKey } from '@tabiyori/domain';
import { useTranslation } from '@/lib/i18n/client';
import type { Lang } from '@/lib/i18n/settings';
import type { PartyDraft } from '@/lib/search/party';
import {
  changeRoomAssign,
  childCategoryCounts,
  isRoomAssignComplete,
  roomAssignCategories,
} from '@/lib/tours/party';
import styles from './tour.module.css';

export function TourRoomAssign({
  lang,
  applied,
  rooms,
  setRooms,
  problems,
}: {
  lang: Lang;
  applied: PartyDraft;
  rooms: (RoomAssignCounts | null)[];
  setRooms: Dispatch<SetStateAction<(RoomAssignCounts | null)[]>>;
  /** tourRoomAssignMessages of the rooms (empty until one is touched). */
  problems: PaxMessage[];
}) {
  const { t } = useTranslation('tour');
  const { t: tp } = useTranslation('pax');
  const headingId = useId();
  const touched = rooms.some((r) => r !== null);
  const categories = roomAssignCategories(applied);
  const partyCounts: Partial<Record<RoomPaxKey, number>> = {
    male: applied.adultPax,
    female: applied.adultPax,
    ...childCategoryCounts(applied),
  };
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <details className={styles.details}>
        <summary id={headingId}>{t('roomAssignOptional')}</summary>
        <p className={styles.small}>{t('roomAssignLead')}</p>
        <div className={styles.roomGrid}>
          {rooms.map((room, index) => (
            <fieldset key={index} className={styles.roomBox}>
              <legend>{t('roomN', { n: index + 1 })}</legend>
              {categories.map((key) => {
                const value = room?.[key] ?? 0;
                const label = paxTypeLabel(key, lang);
                return (
                  <div
                    key={key}
                    className={styles.countRow}
                    role="group"
                    aria-label={`${t('roomN', { n: index + 1 })} ${label}`}
                  >
                    <span>{label}</span>
                    <span className={styles.countControls}>
                      <button
                        type="button"
                        aria-label={tp('decrease', { label })}
                        disabled={value <= 0}
                        onClick={() => setRooms((r) => changeRoomAssign(r, index, key, -1))}
                      >
                        −
                      </button>
                      <output aria-live="polite">{tp('peopleValue', { count: value })}</output>
                      <button
                        type="button"
                        aria-label={tp('increase', { label })}
                        disabled={value >= (partyCounts[key] ?? 0)}
                        onClick={() => setRooms((r) => changeRoomAssign(r, index, key, 1))}
                      >
                        +
                      </button>
                    </span>
                  </div>
                );
              })}
            </fieldset>
          ))}
        </div>
        <div aria-live="polite">
          {problems.length > 0 ? (
            <ul className={styles.messages} aria-label={t('roomAssignProblems')}>
              {problems.map((m) => (
                <li key={`${m.key}-${m.n ?? ''}`}>{tp(m.key, { n: m.n ?? '' })}</li>
              ))}
            </ul>
          ) : touched && isRoomAssignComplete(rooms) ? (
            <p className={styles.notice}>{t('roomAssignReady')}</p>
          ) : null}
        </div>
      </details>
    </section>
  );
}
