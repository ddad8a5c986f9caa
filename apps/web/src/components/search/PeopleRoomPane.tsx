'use client';
/**
 * People and rooms (spec §3 adultPax, childPax, roomCount; §5 people-and-room messages; §9 max 9):
 * room count, adults, and each child with age, bedding (and a seat when transport is included).
 * The messages are the domain's (validatePartySelection, partyModalNotes), worded by the `pax`
 * texts; an addition past 9 people is refused with the domain's maxSelectable message.
 */
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import {
  MAX_SELECTABLE_PAX,
  paxCategoryAges,
  type PartyTransport,
  type PaxMessage,
  type PaxNoteKey,
} from '@tabiyori/domain';
import {
  AMBIGUOUS_SCHOOL_AGE,
  CHILD_AGES,
  addPerson,
  partyMessages,
  partyNotes,
  setRooms,
  updateChild,
  type PartyDraft,
} from '@/lib/search/party';
import styles from './search.module.css';

function Stepper({
  label,
  note,
  value,
  unit,
  min,
  onDecrease,
  onIncrease,
  autoFocus,
  counts = 'person',
}: {
  label: string;
  note?: string;
  value: number;
  unit: string;
  min: number;
  onDecrease: () => void;
  onIncrease: () => void;
  autoFocus?: boolean;
  /** What one step counts: a person (1名) or a room (1部屋). */
  counts?: 'person' | 'room';
}) {
  const { t } = useTranslation('pax');
  const id = useId();
  return (
    <div className={styles.stepper} role="group" aria-labelledby={id}>
      <div className={styles.stepperLabel}>
        <span id={id}>{label}</span>
        {note ? <small>{note}</small> : null}
      </div>
      <div className={styles.stepperControls}>
        <button
          type="button"
          onClick={onDecrease}
          disabled={value <= min}
          aria-label={t(counts === 'room' ? 'decreaseRoom' : 'decrease', { label })}
          data-autofocus={autoFocus || undefined}
        >
          −
        </button>
        <output aria-live="polite">{unit}</output>
        <button
          type="button"
          onClick={onIncrease}
          aria-label={t(counts === 'room' ? 'increaseRoom' : 'increase', { label })}
        >
          +
        </button>
      </div>
    </div>
  );
}

export function PeopleRoomPane({
  draft,
  onChange,
  transport,
  messagesFor,
  notesFor,
}: {
  draft: PartyDraft;
  onChange: (draft: PartyDraft) => void;
  transport: PartyTransport;
  /** The product's own checks (a tour's plan occupancy, seats left, airline); default the search's. */
  messagesFor?: (draft: PartyDraft) => PaxMessage[];
  notesFor?: (draft: PartyDraft) => PaxMessage<PaxNoteKey>[];
}) {
  const { t, i18n } = useTranslation('pax');
  const { t: ts } = useTranslation('search');
  const [refused, setRefused] = useState<PaxMessage | null>(null);
  const withTransport = transport !== 'none';
  const messages = messagesFor ? messagesFor(draft) : partyMessages(draft, transport);
  const notes = notesFor ? notesFor(draft) : partyNotes(draft, transport);
  const text = (m: { key: string; n?: number }) => t(m.key, { n: m.n ?? '' });

  const add = (who: 'adult' | 'child') => {
    const result = addPerson(draft, who, withTransport);
    setRefused(result.refused);
    if (!result.refused) onChange(result.draft);
  };
  const change = (next: PartyDraft) => {
    setRefused(null);
    onChange(next);
  };

  return (
    <div className={styles.peoplePane}>
      <Stepper
        label={ts('roomCount')}
        counts="room"
        value={draft.roomCount}
        unit={t('roomsValue', { count: draft.roomCount })}
        min={1}
        onDecrease={() => change(setRooms(draft, draft.roomCount - 1))}
        onIncrease={() => {
          if (draft.roomCount >= MAX_SELECTABLE_PAX) {
            setRefused({ key: 'maxSelectable', n: MAX_SELECTABLE_PAX });
            return;
          }
          change(setRooms(draft, draft.roomCount + 1));
        }}
        autoFocus
      />
      <Stepper
        label={t('adult')}
        note={paxCategoryAges('adult', i18n.language)}
        value={draft.adultPax}
        unit={t('peopleValue', { count: draft.adultPax })}
        min={0}
        onDecrease={() => change({ ...draft, adultPax: draft.adultPax - 1 })}
        onIncrease={() => add('adult')}
      />
      <Stepper
        label={t('child')}
        note={ts('childAgeRange')}
        value={draft.children.length}
        unit={t('peopleValue', { count: draft.children.length })}
        min={0}
        onDecrease={() => change({ ...draft, children: draft.children.slice(0, -1) })}
        onIncrease={() => add('child')}
      />
      <div aria-live="polite" className={styles.messages}>
        {refused ? (
          <p className={styles.error} role="alert">
            {text(refused)}
          </p>
        ) : null}
        {messages
          .filter((m) => !refused || m.key !== refused.key)
          .map((m) => (
            <p key={`${m.key}-${m.n ?? ''}`} className={styles.error}>
              {text(m)}
            </p>
          ))}
      </div>
      {draft.children.length > 0 ? (
        <ol className={styles.childList}>
          {draft.children.map((child, i) => {
            const set = (patch: Parameters<typeof updateChild>[1]) =>
              change({
                ...draft,
                children: draft.children.map((c, j) => (j === i ? updateChild(c, patch, withTransport) : c)),
              });
            return (
              <li key={i}>
                <fieldset className={styles.childFieldset}>
                  <legend>{ts('childN', { n: i + 1 })}</legend>
                  <label className={styles.field}>
                    <span>{t('childAge')}</span>
                    <select
                      value={child.age ?? ''}
                      aria-invalid={child.age === null || undefined}
                      onChange={(event) =>
                        set({ age: event.target.value === '' ? null : Number(event.target.value) })
                      }
                    >
                      <option value="">{t('agePlaceholder')}</option>
                      {CHILD_AGES.map((age) => (
                        <option key={age} value={age}>
                          {t('ageValue', { count: age })}
                        </option>
                      ))}
                    </select>
                  </label>
                  {child.age === AMBIGUOUS_SCHOOL_AGE ? (
                    <label className={styles.checkRow}>
                      <input
                        type="checkbox"
                        checked={child.isSchoolChild}
                        onChange={(event) => set({ isSchoolChild: event.target.checked })}
                      />
                      {ts('schoolChildQuestion')}
                    </label>
                  ) : null}
                  <fieldset className={styles.optionGroup}>
                    <legend>{ts('bedding')}</legend>
                    <label>
                      <input
                        type="radio"
                        name={`bed-${i}`}
                        checked={child.useBed}
                        onChange={() => set({ useBed: true })}
                      />
                      {t('withBedding')}
                    </label>
                    <label>
                      <input
                        type="radio"
                        name={`bed-${i}`}
                        checked={!child.useBed}
                        disabled={child.isSchoolChild}
                        onChange={() => set({ useBed: false })}
                      />
                      {t('withoutBedding')}
                    </label>
                  </fieldset>
                  {withTransport ? (
                    <fieldset className={styles.optionGroup}>
                      <legend>{ts('seat')}</legend>
                      <label>
                        <input
                          type="radio"
                          name={`seat-${i}`}
                          checked={child.useSeat}
                          onChange={() => set({ useSeat: true })}
                        />
                        {t('withSeat')}
                      </label>
                      <label>
                        <input
                          type="radio"
                          name={`seat-${i}`}
                          checked={!child.useSeat}
                          disabled={child.isSchoolChild}
                          onChange={() => set({ useSeat: false })}
                        />
                        {t('withoutSeat')}
                      </label>
                    </fieldset>
                  ) : null}
                  {child.isSchoolChild ? <p className={styles.note}>{ts('schoolChildFixed')}</p> : null}
                </fieldset>
              </li>
            );
          })}
        </ol>
      ) : null}
      <ul className={styles.notes}>
        <li>{ts('maxPeopleNote', { n: MAX_SELECTABLE_PAX })}</li>
        {notes.map((n) => (
          <li key={n.key}>{text(n)}</li>
        ))}
      </ul>
    </div>
  );
}
