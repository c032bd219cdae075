import { Cross, Flame, Flower, Globe, MoonStar, ScrollText, Star, type LucideIcon } from 'lucide-react';
import type { Persona } from '@common/personas';
import { cn } from '@/lib/utils';

const icons: Record<string, LucideIcon> = {
  globe: Globe,
  cross: Cross,
  'moon-star': MoonStar,
  'scroll-text': ScrollText,
  star: Star,
  flame: Flame,
  flower: Flower,
};

// Only when the reader has not asked for reduced motion (motion-safe).
const animations: Record<Persona['avatarAnimation'], string> = {
  glow: 'motion-safe:animate-pulse',
  pulse: 'motion-safe:animate-pulse',
  float: 'motion-safe:animate-bounce [animation-duration:3s]',
  breathe: 'motion-safe:animate-pulse [animation-duration:4s]',
  shimmer: 'motion-safe:animate-pulse [animation-duration:1.5s]',
  ripple: 'motion-safe:animate-ping [animation-duration:3s]',
  orbit: 'motion-safe:animate-spin [animation-duration:12s]',
};

/** The persona's animated avatar: its icon in its colours, a ring that moves when the scholar is speaking. */
export function PersonaAvatar({ persona, active }: { persona: Persona; active: boolean }) {
  const Icon = icons[persona.icon] ?? Globe;
  return (
    <span
      className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full"
      style={{ backgroundColor: persona.colours.background, color: persona.colours.primary }}
      aria-hidden="true"
      data-animation={persona.avatarAnimation}
    >
      <span
        className={cn(
          'absolute inset-0 rounded-full border-2',
          active && animations[persona.avatarAnimation],
        )}
        style={{ borderColor: persona.colours.secondary }}
      />
      <Icon className="size-5" />
    </span>
  );
}
