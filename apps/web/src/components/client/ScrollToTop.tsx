'use client';
/** The scroll-to-top button (spec §2): appears once the page is scrolled down, moves focus to the top. */
import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n/client';

const SHOW_AFTER_PX = 480;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

export function ScrollToTop() {
  const { t } = useTranslation();
  const visible = useSyncExternalStore(
    subscribe,
    () => window.scrollY > SHOW_AFTER_PX,
    () => false,
  );
  if (!visible) return null;

  function toTop() {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById('main')?.focus({ preventScroll: true });
  }

  return (
    <button type="button" className="scroll-top" onClick={toTop} aria-label={t('scrollToTop')}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
