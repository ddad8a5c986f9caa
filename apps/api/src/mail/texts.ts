/**
 * The site's own words in mails: an i18next `t` over the `booking` namespace of src/locales (the
 * texts the web's booking pages and My page show), so a mail says 「大人2名」「旅行代金合計」 exactly
 * as the page does, with the same plural rules. Loaded once per process.
 */
import i18next, { type TFunction } from 'i18next';
import type { DisplayLang } from '@tabiyori/domain';
import { loadLocaleResources } from '../routes/locales';

let instance: typeof i18next | null = null;

function load(): typeof i18next {
  if (instance) return instance;
  const all = loadLocaleResources();
  const created = i18next.createInstance();
  void created.init({
    initAsync: false,
    showSupportNotice: false,
    lng: 'ja',
    fallbackLng: false,
    ns: ['booking'],
    defaultNS: 'booking',
    interpolation: { escapeValue: false },
    resources: { ja: { booking: all.ja.booking }, en: { booking: all.en.booking } },
  });
  instance = created;
  return created;
}

/** `t` of the booking namespace in `lang`. */
export function bookingTexts(lang: DisplayLang): TFunction<'booking'> {
  return load().getFixedT(lang, 'booking');
}
