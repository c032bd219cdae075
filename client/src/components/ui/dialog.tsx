import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-black/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** The accessible name of the corner close button. */
  closeLabel?: string;
  hideCloseButton?: boolean;
};

/**
 * Radix hands focus back to its DialogTrigger on closing; a dialog opened from state (a button's onClick, no
 * Trigger) would leave it on the page's body. These handlers remember what had focus as the dialog opened
 * (the button that opened it) and give focus back to it, unless the caller handles the event itself.
 */
export function useReturnFocus(handlers: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const opener = useRef<Element | null>(null);
  const capture = (element: Element | null) => {
    opener.current = element;
  };
  const focusHandlers = {
    onOpenAutoFocus: (event: Event) => {
      // Radix fires this before it moves focus in; an autoFocus field inside may already have it.
      const content = event.currentTarget;
      const active = document.activeElement;
      if (!(content instanceof Element && content.contains(active))) opener.current = active;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented) return;
      if (element instanceof HTMLElement && element !== document.body && element.isConnected) {
        event.preventDefault();
        element.focus();
      }
    },
  };
  return { capture, focusHandlers };
}

/** Rendered first inside the content: it reads the focused element before an autoFocus field takes it. */
function OpenerCapture({ onCapture }: { onCapture: (element: Element | null) => void }) {
  const [opener] = useState(() => document.activeElement);
  useEffect(() => onCapture(opener), [onCapture, opener]);
  return null;
}

export function DialogContent({
  className,
  children,
  closeLabel = 'Close',
  hideCloseButton = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const { capture, focusHandlers } = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        {...focusHandlers}
        className={cn(
          'fixed inset-x-0 top-1/2 z-50 mx-auto grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg data-[state=closed]:animate-zoom-out data-[state=open]:animate-zoom-in',
          className,
        )}
        {...props}
      >
        <OpenerCapture onCapture={capture} />
        {children}
        {hideCloseButton ? null : (
          <DialogPrimitive.Close className="absolute end-4 top-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">{closeLabel}</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 text-center sm:text-start', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg font-semibold leading-none tracking-tight', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
