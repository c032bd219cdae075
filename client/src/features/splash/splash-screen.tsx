import type { CSSProperties } from 'react';
import { SacredCircleLogo } from '@/components/brand/sacred-circle-logo';
import { SPLASH_MESSAGE } from '@/lib/brand';
import { usePrefersReducedMotion } from '@/lib/media-query';
import { clsx } from 'clsx';
import { splashParticles } from './splash-particles';
import { SPLASH_FADE_OUT_MS, useSplashSequence } from './splash-sequence';

const PARTICLES = splashParticles();

export type SplashScreenProps = {
  /** Completion: 2 s after page load. The app should start fading in now. */
  onComplete?: () => void;
  /**
   * Whether the page behind has been drawn (default true): completion waits for it past the 2 s, with a limit
   * (splash-sequence.ts), so the page is never first drawn while it fades in.
   */
  pageDrawn?: boolean;
};

/** The opening splash: logo, 'Guiding You Through Sacred Wisdom' and 20 floating dust particles. */
export function SplashScreen({ onComplete, pageDrawn = true }: SplashScreenProps) {
  const reducedMotion = usePrefersReducedMotion();
  const fadeOutMs = reducedMotion ? 0 : SPLASH_FADE_OUT_MS;
  const { logo, phase } = useSplashSequence({ onComplete, fadeOutMs, pageDrawn });
  if (phase === 'done') return null;

  return (
    <div
      data-testid="splash-screen"
      data-logo={logo}
      // What moves on screen, for tests and styling hooks: the logo's spin and the dust drift, or neither.
      data-motion={reducedMotion ? 'reduced' : 'full'}
      data-phase={phase}
      // Drawn in the night colours of the landing hero it hands over to, whatever the reader's theme: the art
      // stays where it is and only the splash's logo and line give way to the page's words.
      data-theme="dark"
      aria-busy={phase === 'showing'}
      // Leaving: the app behind it is what assistive technology should read now.
      aria-hidden={phase === 'fading' ? true : undefined}
      className={clsx(
        'fixed inset-0 z-[90] flex flex-col items-center justify-center gap-8 overflow-hidden bg-background px-6 text-center transition-opacity ease-out',
        phase === 'fading' && 'pointer-events-none opacity-0',
      )}
      style={{ transitionDuration: `${fadeOutMs}ms` }}
    >
      {/* The hero's dusk sky (globals.css, splash-sky), in the box the hero's image has. */}
      <div
        aria-hidden="true"
        className="splash-sky absolute inset-x-0 -top-6 bottom-0 -z-10 will-change-transform"
      />
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        {PARTICLES.map((particle, index) => (
          <span
            key={index}
            data-testid="splash-particle"
            className={clsx(
              'absolute rounded-full bg-glow',
              reducedMotion ? 'opacity-40' : 'animate-splash-float',
            )}
            style={
              {
                insetInlineStart: `${particle.inlineStartPercent}%`,
                insetBlockStart: `${particle.blockStartPercent}%`,
                inlineSize: `${particle.sizePx}px`,
                blockSize: `${particle.sizePx}px`,
                '--float-x': `${particle.driftInlineRem}rem`,
                '--float-y': `${particle.driftBlockRem}rem`,
                '--float-duration': `${particle.durationS}s`,
                '--float-delay': `${particle.delayS}s`,
              } as CSSProperties
            }
          />
        ))}
      </div>
      {/* A flex box, so the logo sits in it without an inline baseline gap below. */}
      <div className="relative flex">
        {!reducedMotion && logo === 'pulse' ? (
          // The pulse's glow is a soft disc behind the logo whose opacity and size breathe: the compositor
          // runs that alone, where an animated drop-shadow filter is painted again on the main thread each frame.
          <span
            aria-hidden="true"
            data-testid="splash-glow"
            className="absolute -inset-8 animate-splash-glow rounded-full bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--glow)_55%,transparent),transparent)]"
          />
        ) : null}
        <SacredCircleLogo
          className={clsx(
            'relative size-28 sm:size-32',
            !reducedMotion && logo === 'spin' && 'animate-splash-spin',
            !reducedMotion && logo === 'pulse' && 'animate-splash-pulse',
            // Still a glow without motion: reduced motion keeps the change, drops the movement.
            reducedMotion && logo === 'pulse' && 'drop-shadow-[0_0_1rem_var(--glow)]',
          )}
        />
      </div>
      <p className="relative font-splash text-xl text-foreground sm:text-2xl">{SPLASH_MESSAGE}</p>
    </div>
  );
}
