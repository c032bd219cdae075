import { toastStore, type ToastStore } from '@/lib/toast-store';
import { useToast } from '@/lib/use-toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

/**
 * Renders the toast store (the app's unless a test gives its own); the app mounts it through DeferredToaster.
 * Use `toast()` / `useToast()` to show one.
 */
export function Toaster({ store = toastStore }: { store?: ToastStore }) {
  const { toasts, dismiss } = useToast(store);
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(nextOpen) => {
            if (!nextOpen) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
