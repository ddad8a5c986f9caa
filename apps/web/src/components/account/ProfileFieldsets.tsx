'use client';
/**
 * The fieldsets sign-up and the profile editor share: the name in kanji and in katakana (with the
 * katakana hint before its fields), and the optional profile the coupon conditions use (gender,
 * birth date, residence prefecture). `field(key)` gives each field its form's id, value, handlers,
 * error and required/optional texts. The katakana reading is asked (`readingRequired`) always on the
 * Japanese site, and on the English site only for a name in Japanese (validation.ts
 * accountReadingRequired): a name in Latin letters is its own reading there.
 */
import { useTranslation } from '@/lib/i18n/client';
import type { Prefecture } from '@/lib/account/prefectures';
import { SelectField, TextField } from './Field';
import styles from './account.module.css';

interface SharedFieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  onBlur?: () => void;
  error: string | null;
  requiredText: string;
  optionalText: string;
}

type NameKey = 'familyName' | 'givenName' | 'familyNameKana' | 'givenNameKana';
type OptionalKey = 'gender' | 'birthDate' | 'livePrefCode';

export function NameFieldsets({
  field,
  readingRequired,
}: {
  field: (key: NameKey) => SharedFieldProps;
  readingRequired: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('nameKanji')}</legend>
        <div className={styles.pair}>
          <TextField {...field('familyName')} label={t('familyName')} required autoComplete="family-name" />
          <TextField {...field('givenName')} label={t('givenName')} required autoComplete="given-name" />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('nameKana')}</legend>
        <p className={styles.hint}>{t('kanaHint')}</p>
        <div className={styles.pair}>
          <TextField
            {...field('familyNameKana')}
            label={t('familyNameKana')}
            required={readingRequired}
            autoComplete="off"
          />
          <TextField
            {...field('givenNameKana')}
            label={t('givenNameKana')}
            required={readingRequired}
            autoComplete="off"
          />
        </div>
      </fieldset>
    </>
  );
}

export function OptionalProfileFieldset({
  field,
  prefectures,
  birthDateMax,
}: {
  field: (key: OptionalKey) => SharedFieldProps;
  prefectures: Prefecture[];
  /** The latest birth date the date picker offers (YYYY-MM-DD). */
  birthDateMax?: string;
}) {
  const { t } = useTranslation('account');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('profileOptionalTitle')}</legend>
      <p className={styles.hint}>{t('profileOptionalLead')}</p>
      <SelectField
        {...field('gender')}
        label={t('gender')}
        options={[
          { value: '', label: t('genderUnset') },
          { value: '1', label: t('genderMale') },
          { value: '2', label: t('genderFemale') },
        ]}
      />
      <TextField
        {...field('birthDate')}
        type="date"
        label={t('birthDate')}
        autoComplete="bday"
        max={birthDateMax}
      />
      <SelectField
        {...field('livePrefCode')}
        label={t('livePref')}
        options={[
          { value: '', label: t('livePrefUnset') },
          ...prefectures.map((p) => ({ value: p.code, label: p.name })),
        ]}
      />
    </fieldset>
  );
}
