'use client';
/**
 * Creates or edits a special: the code (new only), what it lists, the five texts of spec §3 per
 * language, the lead, the tours and hotels (picked by search, in order), the publication dates, and
 * a preview of the top page's feature link and of the search result as the texts stand.
 */
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { Lang } from '@/lib/i18n/settings';
import { pageHref } from '@/lib/links';
import type { OperatorSpecialDetail } from '@/lib/operator/types';
import { dateInputFromYmd, ymdFromDateInput } from '@/lib/operator/time';
import { specialPath } from '@/lib/specialPath';
import styles from '../operator.module.css';
import { useApiCall } from '../useApiCall';
import { ProductPicker, type PickerTexts, type Picked } from './ProductPicker';
import { FormFooter } from '../FormFooter';

const FIELDS = ['specialName', 'metaTitle', 'metaDescription', 'metaKeyword', 'breadCrumbsText'] as const;
const LIMITS: Record<(typeof FIELDS)[number], number> = {
  specialName: 100,
  metaTitle: 120,
  metaDescription: 300,
  metaKeyword: 200,
  breadCrumbsText: 60,
};
type Definition = Record<(typeof FIELDS)[number], string>;
const emptyDefinition = (): Definition => ({
  specialName: '',
  metaTitle: '',
  metaDescription: '',
  metaKeyword: '',
  breadCrumbsText: '',
});

export type SpecialEditorTexts = PickerTexts &
  Record<
    | (typeof FIELDS)[number]
    | 'specialCode'
    | 'specialCodeHint'
    | 'specialTarget'
    | 'target_tour'
    | 'target_hotel'
    | 'target_both'
    | 'publication'
    | 'publishFrom'
    | 'publishTo'
    | 'definitionJa'
    | 'definitionEn'
    | 'specialLead'
    | 'pickTours'
    | 'pickHotels'
    | 'specialPreview'
    | 'openSpecialPage'
    | 'createSpecial'
    | 'saveSpecial'
    | 'specialSaved'
    | 'saving',
    string
  >;

export function SpecialEditor({
  lang,
  special,
  texts,
}: {
  lang: Lang;
  /** The special to edit; null to create one. */
  special: OperatorSpecialDetail | null;
  texts: SpecialEditorTexts;
}) {
  const router = useRouter();
  const { run, pending, error, done } = useApiCall(lang);
  const [code, setCode] = useState(special?.specialCode ?? '');
  const [target, setTarget] = useState(special?.target ?? 'both');
  const [definitions, setDefinitions] = useState({
    ja: special?.definitions.ja ?? emptyDefinition(),
    en: special?.definitions.en ?? emptyDefinition(),
  });
  const [lead, setLead] = useState(special?.lead ?? { ja: '', en: '' });
  const [tours, setTours] = useState<Picked[]>(special?.tours ?? []);
  const [hotels, setHotels] = useState<Picked[]>(special?.hotels ?? []);
  const [publishFrom, setPublishFrom] = useState(dateInputFromYmd(special?.publishFrom));
  const [publishTo, setPublishTo] = useState(dateInputFromYmd(special?.publishTo));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      target,
      definitions,
      lead,
      tourIds: target === 'hotel' ? [] : tours.map((p) => p.id),
      hotelIds: target === 'tour' ? [] : hotels.map((p) => p.id),
      publishFrom: ymdFromDateInput(publishFrom) ?? null,
      publishTo: ymdFromDateInput(publishTo) ?? null,
    };
    if (special) {
      await run([
        'put',
        '/v1/operator/specials/{specialCode}',
        { params: { path: { specialCode: special.specialCode } }, body },
      ]);
    } else if (await run(['post', '/v1/operator/specials', { body: { specialCode: code, ...body } }])) {
      router.push(pageHref(`/operator/specials/${code}`, lang));
    }
  }

  const definitionFields = (l: 'ja' | 'en') => (
    <fieldset className={styles.formStack} lang={l}>
      <legend className={styles.cardTitle}>{l === 'ja' ? texts.definitionJa : texts.definitionEn}</legend>
      {FIELDS.map((field) => (
        <label key={field} className={styles.field}>
          {texts[field]}
          {field === 'metaDescription' ? (
            <textarea
              required
              rows={3}
              maxLength={LIMITS[field]}
              value={definitions[l][field]}
              onChange={(e) =>
                setDefinitions({ ...definitions, [l]: { ...definitions[l], [field]: e.target.value } })
              }
            />
          ) : (
            <input
              required
              maxLength={LIMITS[field]}
              value={definitions[l][field]}
              onChange={(e) =>
                setDefinitions({ ...definitions, [l]: { ...definitions[l], [field]: e.target.value } })
              }
            />
          )}
        </label>
      ))}
      <label className={styles.field}>
        {texts.specialLead}
        <textarea
          rows={2}
          maxLength={300}
          value={lead[l]}
          onChange={(e) => setLead({ ...lead, [l]: e.target.value })}
        />
      </label>
    </fieldset>
  );

  const shown = definitions[lang];
  return (
    <form className={styles.formStack} onSubmit={submit} aria-busy={pending}>
      {special ? null : (
        <label className={styles.field}>
          {texts.specialCode}
          <input
            required
            pattern="[a-z0-9\-]{1,64}"
            maxLength={64}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-describedby="special-code-hint"
          />
          <span id="special-code-hint" className={styles.meta}>
            {texts.specialCodeHint}
          </span>
        </label>
      )}
      <label className={styles.field}>
        {texts.specialTarget}
        <select value={target} onChange={(e) => setTarget(e.target.value as typeof target)}>
          {(['both', 'tour', 'hotel'] as const).map((t) => (
            <option key={t} value={t}>
              {texts[`target_${t}`]}
            </option>
          ))}
        </select>
      </label>
      {definitionFields('ja')}
      {definitionFields('en')}
      {target !== 'hotel' ? (
        <ProductPicker
          lang={lang}
          kind="tour"
          title={texts.pickTours}
          picked={tours}
          onChange={setTours}
          texts={texts}
        />
      ) : null}
      {target !== 'tour' ? (
        <ProductPicker
          lang={lang}
          kind="hotel"
          title={texts.pickHotels}
          picked={hotels}
          onChange={setHotels}
          texts={texts}
        />
      ) : null}
      <fieldset className={styles.form}>
        <legend className={styles.cardTitle}>{texts.publication}</legend>
        <label className={styles.field}>
          {texts.publishFrom}
          <input type="date" value={publishFrom} onChange={(e) => setPublishFrom(e.target.value)} />
        </label>
        <label className={styles.field}>
          {texts.publishTo}
          <input
            type="date"
            min={publishFrom || undefined}
            value={publishTo}
            onChange={(e) => setPublishTo(e.target.value)}
          />
        </label>
      </fieldset>
      <section className={styles.preview} aria-labelledby="special-preview-title">
        <h2 id="special-preview-title" className={styles.cardTitle}>
          {texts.specialPreview}
        </h2>
        <div className="special-card" data-testid="special-preview-card">
          <p className="special-card__title">{shown.specialName}</p>
          {shown.metaDescription ? <p className="special-card__text">{shown.metaDescription}</p> : null}
        </div>
        <p data-testid="special-preview-result">
          <strong>{shown.metaTitle}</strong>
          <br />
          <span className={styles.meta}>{shown.metaDescription}</span>
        </p>
        {special?.published ? (
          <a
            href={pageHref(specialPath(special.specialCode, special.target), lang)}
            target="_blank"
            rel="noopener"
          >
            {texts.openSpecialPage}
          </a>
        ) : null}
      </section>
      <FormFooter
        pending={pending}
        done={done}
        error={error}
        label={special ? texts.saveSpecial : texts.createSpecial}
        pendingLabel={texts.saving}
        doneLabel={texts.specialSaved}
      />
    </form>
  );
}
