'use client';
/**
 * The tour panel's party: the shared people-and-room pane checked against this tour's limits (every
 * spec §5 message that applies) and the button that applies it (the page then prices it).
 */
import { useTranslation } from '@/lib/i18n/client';
import type { Lang } from '@/lib/i18n/settings';
import type { PartyDraft } from '@/lib/search/party';
import { partyText } from '@/lib/tours/bookingChoices';
import { tourPartyMessages, tourPartyNotes, type TourPartyLimits } from '@/lib/tours/party';
import { PeopleRoomPane } from '@/components/search/PeopleRoomPane';
import styles from './tour.module.css';

export function TourPartySection({
  lang,
  applied,
  draft,
  limits,
  dirty,
  pending,
  onChange,
  onApply,
}: {
  lang: Lang;
  applied: PartyDraft;
  draft: PartyDraft;
  limits: TourPartyLimits;
  dirty: boolean;
  pending: boolean;
  onChange: (next: PartyDraft) => void;
  onApply: () => void;
}) {
  const { t } = useTranslation('tour');
  const hasProblems = tourPartyMessages(draft, limits).length > 0;
  return (
    <section aria-labelledby="party-heading" className={styles.section}>
      <h3 id="party-heading" className={styles.sectionTitle}>
        {t('partyTitle')}
      </h3>
      <p className={styles.small}>{t('partyCurrent', { party: partyText(applied, lang) })}</p>
      <PeopleRoomPane
        draft={draft}
        onChange={onChange}
        transport={limits.transport}
        messagesFor={(d) => tourPartyMessages(d, limits)}
        notesFor={(d) => tourPartyNotes(d, limits)}
      />
      {dirty ? (
        <p className={styles.notice} role="status">
          {t('partyChanged')}
        </p>
      ) : null}
      <button
        type="button"
        className={styles.primaryButton}
        onClick={onApply}
        disabled={pending || hasProblems || !dirty}
      >
        {pending ? t('recalculate') : t('applyParty')}
      </button>
    </section>
  );
}
