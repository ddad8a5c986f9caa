'use client';
/**
 * Suggests the other language when the browser prefers it and the visitor has not chosen one yet
 * (lib/i18n/detect.ts). It never redirects. "Close" records the current language as the choice
 * (i18next cookie), so the suggestion does not come back; a chosen language is cached in
 * localStorage (i18nextLng) as i18next's detector does.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { detectClientLanguage, isLikelyBot, languageToSuggest, readCookie } from '@/lib/i18n/detect';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE_SECONDS, LANG_STORAGE_KEY, type Lang } from '@/lib/i18n/settings';
import { languageSwitchHref } from '@/lib/links';
import { splitLocalePath } from '@/lib/paths';

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

function safeStorage(kind: 'localStorage' | 'sessionStorage'): string | null {
  try {
    return window[kind].getItem(LANG_STORAGE_KEY);
  } catch {
    return null;
  }
}

function suggestionFor(pageLang: Lang): Lang | null {
  if (isLikelyBot(navigator.userAgent)) return null;
  const detection = detectClientLanguage({
    query: new URLSearchParams(window.location.search).get('lng'),
    cookie: readCookie(document.cookie, LANG_COOKIE),
    localStorage: safeStorage('localStorage'),
    sessionStorage: safeStorage('sessionStorage'),
    navigatorLanguages: navigator.languages ?? [navigator.language],
    htmlLang: null,
  });
  return languageToSuggest(pageLang, detection);
}

function rememberChoice(lang: Lang): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_SECONDS}; SameSite=Strict${secure}`;
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage may be unavailable (private mode); the cookie is enough.
  }
  for (const listener of listeners) listener();
}

export function LanguageSuggestion({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const suggested = useSyncExternalStore(
    subscribe,
    () => suggestionFor(lang),
    () => null,
  );

  useEffect(() => {
    const chosen = readCookie(document.cookie, LANG_COOKIE);
    if (chosen) {
      try {
        window.localStorage.setItem(LANG_STORAGE_KEY, chosen);
      } catch {
        // ignore
      }
    }
  }, []);

  if (!suggested) return null;
  const { rest } = splitLocalePath(window.location.pathname);
  const href = languageSwitchHref(rest, new URLSearchParams(window.location.search), suggested);
  return (
    <aside className="lang-suggest" aria-label={t('languageLabel')}>
      <p lang={suggested}>{t('otherLanguageSuggest')}</p>
      <div className="lang-suggest__actions" lang={suggested}>
        <a className="button button--secondary" href={href} hrefLang={suggested}>
          {t('otherLanguageAction')}
        </a>
        <button type="button" onClick={() => rememberChoice(lang)}>
          {t('otherLanguageDismiss')}
        </button>
      </div>
    </aside>
  );
}
