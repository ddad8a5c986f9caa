'use client';
/**
 * An accessible modal on the native <dialog> (showModal: the rest of the page is inert, Esc
 * closes, the browser traps focus inside). Labelled by its title; focus goes to the element marked
 * `data-autofocus` (else the browser's first focusable one), and returns to the opener on close. A click on the
 * backdrop closes too. Full-screen sheet on phones, centred panel from 737 px.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import styles from './search.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Sticky bottom bar (apply / cancel buttons). */
  footer?: ReactNode;
  /** Extra line under the title. */
  description?: string;
  wide?: boolean;
}

export function Modal({ open, onClose, title, children, footer, description, wide }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const descId = useId();
  const { t } = useTranslation('common');
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      const target = opener.current;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
      onCloseRef.current();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, []);

  return (
    <dialog
      ref={ref}
      className={wide ? `${styles.dialog} ${styles.dialogWide}` : styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      onClick={(event) => {
        if (event.target === event.currentTarget) ref.current?.close();
      }}
    >
      {open ? (
        <div className={styles.dialogFrame}>
          <header className={styles.dialogHeader}>
            <h2 id={titleId} className={styles.dialogTitle}>
              {title}
            </h2>
            <button
              type="button"
              className={styles.dialogClose}
              onClick={() => ref.current?.close()}
              aria-label={t('close')}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </header>
          {description ? (
            <p id={descId} className={styles.dialogDescription}>
              {description}
            </p>
          ) : null}
          <div className={styles.dialogBody}>{children}</div>
          {footer ? <footer className={styles.dialogFooter}>{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
