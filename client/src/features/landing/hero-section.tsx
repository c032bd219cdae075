import { useRef } from 'react';
import { Link } from 'wouter';
import { APP_TAGLINE } from '@/lib/brand';
import { usePrefersReducedMotion } from '@/lib/media-query';
import { useHeroParallax } from './hero-parallax';
import { SECTION_IDS } from './landing-sections';
import { scrollToSection } from './scroll-to-section';
import { OPEN_READER_LABEL, useSignedInName } from './signed-in-reader';

export const HERO_IMAGE_WIDE = '/images/hero-wide.svg';
export const HERO_IMAGE_NARROW = '/images/hero-tall.svg';
/** The mobile breakpoint (docs/product.md, Interface): below it the hero uses the tall image. */
export const MOBILE_BREAKPOINT_PX = 768;

export const heroButtonClass =
  'inline-flex h-12 items-center justify-center rounded-md px-7 text-sm font-semibold tracking-[0.12em] transition-colors focus-visible:outline-2 focus-visible:outline-offset-2';

/** The full-screen opening: our own dusk-and-circle art with a gentle parallax, the tagline and two ways in. */
export function HeroSection() {
  const imageRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  useHeroParallax(imageRef, !reducedMotion);
  const signedInName = useSignedInName();

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-dvh items-center justify-center overflow-hidden bg-[#15111f] px-6 pb-16 pt-28 text-center text-[#fbf3e0]"
    >
      <div
        ref={imageRef}
        data-testid="hero-image"
        className="absolute inset-x-0 -top-6 bottom-0 -z-20 will-change-transform"
      >
        <picture>
          <source
            media={`(min-width: ${MOBILE_BREAKPOINT_PX}px)`}
            srcSet={HERO_IMAGE_WIDE}
            width={1600}
            height={1000}
          />
          <img
            src={HERO_IMAGE_NARROW}
            alt=""
            width={800}
            height={1400}
            fetchPriority="high"
            className="size-full object-cover"
          />
        </picture>
      </div>
      {/* Keeps the text readable wherever it falls on the art (WCAG AA at any crop). */}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_center,rgb(13_10_26/0.55),rgb(13_10_26/0.35)_60%,rgb(13_10_26/0.6))]"
      />
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6">
        <p className="text-sm font-semibold uppercase tracking-[0.3em] text-[#f0cf86]">
          {signedInName ? `Welcome back, ${signedInName}` : 'Sacred Circle'}
        </p>
        <h1
          id="hero-title"
          className="font-serif text-5xl font-semibold leading-tight tracking-tight text-balance sm:text-6xl md:text-7xl"
        >
          {APP_TAGLINE}
        </h1>
        <p className="max-w-2xl text-lg text-[#ece3d3] sm:text-xl">
          Read the Bible, the Qur&apos;an, the Torah, the Bhagavad Gita and the Tripitaka side by side, and
          explore them with a scholar who always shows you the verses.
        </p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <Link
            href="/dashboard"
            className={`${heroButtonClass} bg-[#e2b866] text-[#221a08] shadow-lg hover:bg-[#ecc97f] focus-visible:outline-[#f6d894]`}
          >
            {/* A signed-in reader is already in the circle: the same way in, named for where it goes. */}
            {signedInName ? OPEN_READER_LABEL : 'ENTER THE CIRCLE'}
          </Link>
          <button
            type="button"
            onClick={() => scrollToSection(SECTION_IDS.scriptures)}
            className={`${heroButtonClass} border border-[#f0cf86]/70 text-[#fbf3e0] hover:bg-white/10 focus-visible:outline-[#f6d894]`}
          >
            EXPLORE SCRIPTURES
          </button>
        </div>
      </div>
    </section>
  );
}
