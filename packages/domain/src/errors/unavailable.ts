/**
 * The texts of the last-resort error page (the web's app/global-error.tsx, shown when the site cannot
 * load its texts at all): message E_00002 of code DCE900 and the error-code line, in both languages.
 * They are part of ERROR_LOCALE_RESOURCES (messages.ts builds its table with them); this module holds
 * them on their own so that page, which every page's script includes, does not carry the whole table.
 */
import type { DisplayLang } from '../format/lang';
import { interpolateMessage } from './interpolate';

export const UNAVAILABLE_CODE = 'DCE900';

export const UNAVAILABLE_TEXTS: Record<DisplayLang, { E_00002: string; errorCode: string }> = {
  ja: {
    E_00002: '検索に失敗しました。しばらく時間をおいてから、再度お試しください。',
    errorCode: 'エラーコード <{{codes}}>',
  },
  en: {
    E_00002: 'The search failed. Please wait a while and try again.',
    errorCode: 'Error code <{{codes}}>',
  },
};

/** The last-resort page's message and code line (DCE900, E_00002) in `lang`. */
export function unavailableNotice(lang: DisplayLang): { message: string; codesText: string } {
  const texts = UNAVAILABLE_TEXTS[lang];
  return {
    message: texts.E_00002,
    codesText: interpolateMessage(texts.errorCode, { codes: UNAVAILABLE_CODE }),
  };
}
