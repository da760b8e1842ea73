// Shows the toasts of the shared toast store inside the admin app (the admin page has no public shell).
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $toasts, dismissToast, type Toast } from '../../shared/utils/toast-store.ts';
import { Icon } from './icons.tsx';

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.duration]);
  return (
    <div className={`adm-toast adm-toast--${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
      <div>
        <p className="adm-toast__title">{toast.title}</p>
        {toast.message && <p className="adm-toast__message">{toast.message}</p>}
      </div>
      <button type="button" className="adm-icon-button" aria-label="Dismiss" onClick={() => dismissToast(toast.id)}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}

export default function AdminToaster() {
  const toasts = useStore($toasts);
  return (
    <div className="adm-toaster" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
