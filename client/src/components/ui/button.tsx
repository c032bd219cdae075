import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { withClasses } from '@/lib/utils';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        outline: 'border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground shadow-sm hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
        /** On a band of the primary colour (the landing page's invitation to join). */
        'on-primary': 'bg-primary-foreground text-primary shadow-sm hover:bg-primary-foreground/90',
        'on-primary-outline':
          'border border-primary-foreground/70 text-primary-foreground hover:bg-primary-foreground/10',
      },
      size: {
        default: 'h-10 px-4 py-2 text-sm font-medium',
        sm: 'h-9 px-3 text-sm font-medium',
        lg: 'h-11 px-8 text-base font-medium',
        icon: 'size-10 text-sm font-medium',
        /** A call to action in capitals, spaced (the landing page's). */
        cta: 'h-12 px-6 text-sm font-semibold tracking-[0.1em]',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the single child (e.g. a wouter <Link>) with button styling instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      className={withClasses(buttonVariants({ variant, size }), className)}
      // A bare <button> inside a form would submit it; make that an explicit choice.
      type={asChild ? type : (type ?? 'button')}
      {...props}
    />
  );
}
