'use client';
/**
 * Toasts (spec §3 Toast {hasError, message}): `useToast().show({ hasError, message })` from any
 * client component. Error toasts are announced at once (role=alert) and stay until closed or 10 s;
 * other toasts are polite (role=status) and leave after 5 s.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import type { Toast } from '@tabiyori/domain';

interface ShownToast extends Toast {
  id: number;
}

interface ToastApi {
  show: (toast: Toast) => void;
}

const ToastContext = createContext<ToastApi>({ show: () => undefined });

export function useToast(): ToastApi {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (toast: Toast) => {
      if (!toast.message) return;
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-2), { ...toast, id }]);
      window.setTimeout(() => dismiss(id), toast.hasError ? 10_000 : 5_000);
    },
    [dismiss],
  );

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-region">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={toast.hasError ? 'toast toast--error' : 'toast'}
            role={toast.hasError ? 'alert' : 'status'}
          >
            <p className="toast__message">{toast.message}</p>
            <button
              type="button"
              className="toast__close"
              onClick={() => dismiss(toast.id)}
              aria-label={t('close')}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
