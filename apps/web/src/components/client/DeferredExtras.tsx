'use client';
/**
 * The layout's extras that render nothing until the visitor's browser says otherwise: the language
 * suggestion (reads cookies, storage and navigator) and the scroll-to-top button (appears after
 * scrolling). Neither has server HTML, so they are loaded once the page is idle instead of with
 * every page's first script, which keeps them out of hydration.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { Lang } from '@/lib/i18n/settings';

interface Extras {
  LanguageSuggestion: ComponentType<{ lang: Lang }>;
  ScrollToTop: ComponentType;
}

const loadExtras = (): Promise<Extras> =>
  Promise.all([import('./LanguageSuggestion'), import('./ScrollToTop')]).then(([a, b]) => ({
    LanguageSuggestion: a.LanguageSuggestion,
    ScrollToTop: b.ScrollToTop,
  }));

export function DeferredExtras({ lang }: { lang: Lang }) {
  const [extras, setExtras] = useState<Extras | null>(null);

  useEffect(() => {
    let live = true;
    const load = () =>
      void loadExtras().then((loaded) => {
        if (live) setExtras(loaded);
      });
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle ? window.requestIdleCallback(load, { timeout: 3000 }) : window.setTimeout(load, 200);
    return () => {
      live = false;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, []);

  if (!extras) return null;
  return (
    <>
      <extras.LanguageSuggestion lang={lang} />
      <extras.ScrollToTop />
    </>
  );
}
