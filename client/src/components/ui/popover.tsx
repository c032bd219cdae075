import * as PopoverPrimitive from '@radix-ui/react-popover';
import { createContext, useContext, useId, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/*
 * Radix gives the open popover role="dialog" but no name. Unless the content is named itself, it takes the
 * name of its trigger (aria-labelledby), so 'Reading settings' opens a dialog called 'Reading settings'.
 */
const TriggerIdContext = createContext<string | undefined>(undefined);

export function Popover(props: ComponentProps<typeof PopoverPrimitive.Root>) {
  const triggerId = useId();
  return (
    <TriggerIdContext.Provider value={triggerId}>
      <PopoverPrimitive.Root {...props} />
    </TriggerIdContext.Provider>
  );
}

export function PopoverTrigger(props: ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger id={useContext(TriggerIdContext)} {...props} />;
}

export function PopoverContent({
  className,
  align = 'center',
  sideOffset = 4,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  const triggerId = useContext(TriggerIdContext);
  const named = Boolean(props['aria-label'] || props['aria-labelledby']);
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        align={align}
        sideOffset={sideOffset}
        aria-labelledby={named ? undefined : triggerId}
        className={cn(
          'z-50 w-72 rounded-md border bg-popover p-4 text-popover-foreground shadow-md outline-none data-[state=closed]:animate-zoom-out data-[state=open]:animate-zoom-in',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
