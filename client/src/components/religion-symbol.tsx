import type { ComponentProps, ReactNode } from 'react';
import type { ReligionId } from '@common/scripture/religions';
import { cn } from '@/lib/utils';

/** A five-pointed star's outline around (cx, cy): the star beside the crescent. */
function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

const spokes = Array.from({ length: 8 }, (_, index) => {
  const angle = (index * Math.PI) / 4;
  return {
    x1: 12 + 2.6 * Math.cos(angle),
    y1: 12 + 2.6 * Math.sin(angle),
    x2: 12 + 8 * Math.cos(angle),
    y2: 12 + 8 * Math.sin(angle),
  };
});

const shapes: Record<ReligionId, ReactNode> = {
  christianity: <path d="M10.6 2h2.8v5.6h5v2.8h-5V22h-2.8V10.4h-5V7.6h5z" fill="currentColor" />,
  islam: (
    <>
      <path
        d="M11 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16zM13.5 5.7a5.3 5.3 0 1 1 0 10.6a5.3 5.3 0 1 1 0-10.6z"
        fill="currentColor"
        fillRule="evenodd"
      />
      <polygon points={starPoints(14.6, 11, 2.6, 1.05)} fill="currentColor" />
    </>
  ),
  judaism: (
    <path
      d="M12 2.5 20.5 17H3.5zM12 21.5 3.5 7h17z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    />
  ),
  hinduism: (
    <text
      x="12"
      y="18.5"
      textAnchor="middle"
      fontSize="19"
      fill="currentColor"
      style={{ fontFamily: "'Noto Sans Devanagari Variable', 'Noto Sans Devanagari', sans-serif" }}
    >
      ॐ
    </text>
  ),
  buddhism: (
    <g fill="none" stroke="currentColor" strokeWidth="1.6">
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="2.2" />
      {spokes.map((spoke, index) => (
        <line key={index} {...spoke} strokeLinecap="round" />
      ))}
      {spokes.map((spoke, index) => (
        <circle
          key={`knob-${index}`}
          cx={12 + 9.6 * Math.cos((index * Math.PI) / 4)}
          cy={12 + 9.6 * Math.sin((index * Math.PI) / 4)}
          r="0.9"
          fill="currentColor"
          stroke="none"
        />
      ))}
    </g>
  ),
};

/** The tradition's symbol (cross, crescent and star, Star of David, Om, Dharma wheel), decorative by default. */
export function ReligionSymbol({
  religion,
  className,
  ...props
}: { religion: ReligionId } & ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={cn('size-6', className)}
      {...props}
    >
      {shapes[religion]}
    </svg>
  );
}
