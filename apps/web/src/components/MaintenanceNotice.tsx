/**
 * The maintenance notice of spec §2 (title, booking unavailable, planned completion time): shown by
 * the maintenance page in place of every page, and by the back office as its preview, so what an
 * operator previews is what travellers get.
 */
import { formatDateTimeLong } from '@tabiyori/domain';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';

/** `202612050600` → `2026-12-05T06:00+09:00`. */
function isoJapanTime(ymdHm: string): string {
  return `${ymdHm.slice(0, 4)}-${ymdHm.slice(4, 6)}-${ymdHm.slice(6, 8)}T${ymdHm.slice(8, 10)}:${ymdHm.slice(10, 12)}+09:00`;
}

export async function MaintenanceNotice({
  lang,
  end,
  headingId,
  headingLevel = 1,
}: {
  lang: Lang;
  /** Planned completion, YYYYMMDDHHmm Japan time. */
  end: string;
  headingId: string;
  headingLevel?: 1 | 2;
}) {
  const t = await getT(lang);
  const time = formatDateTimeLong(end, lang);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="notice-page" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('maintenanceTitle')}</Heading>
      <p>{t('maintenanceMessage')}</p>
      <p>
        {t('maintenanceEndLabel')}
        <br />
        <time className="notice-page__time" dateTime={isoJapanTime(end)}>
          {t('maintenanceEnd', { time })}
        </time>
      </p>
      <p>{t('maintenanceApology')}</p>
      <p className="notice-page__code">{t('maintenanceEarly')}</p>
    </section>
  );
}
