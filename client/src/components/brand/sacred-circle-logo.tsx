import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

/** Five interlaced circles, one per tradition, held in one ring: our own mark, drawn in currentColor. */
const PETAL_CENTRES = [
  [32, 22],
  [41.51, 28.91],
  [37.88, 40.09],
  [26.12, 40.09],
  [22.49, 28.91],
] as const;

export type SacredCircleLogoProps = ComponentProps<'svg'> & {
  /** An accessible name; without one the logo is decorative (next to the product name). */
  title?: string;
};

export function SacredCircleLogo({ title, className, ...props }: SacredCircleLogoProps) {
  return (
    <svg
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      className={clsx('text-gold', className)}
      fill="none"
      stroke="currentColor"
      {...props}
    >
      <circle cx="32" cy="32" r="29" strokeWidth="2.5" />
      <circle cx="32" cy="32" r="24.5" strokeWidth="0.75" opacity="0.6" />
      <g strokeWidth="1.5" opacity="0.9">
        {PETAL_CENTRES.map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="10" />
        ))}
      </g>
      <circle cx="32" cy="32" r="3" fill="currentColor" stroke="none" />
    </svg>
  );
}
