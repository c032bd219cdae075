import { useEffect, type RefObject } from 'react';

/** The offset is 20% of the scroll position, capped at 80 px, and the hero image moves by 30% of it. */
export const PARALLAX_SCROLL_FACTOR = 0.2;
export const PARALLAX_MAX_OFFSET_PX = 80;
export const PARALLAX_IMAGE_FACTOR = 0.3;
/** The most the image ever moves; the image extends this far above the hero so no gap opens. */
export const PARALLAX_MAX_IMAGE_SHIFT_PX = PARALLAX_MAX_OFFSET_PX * PARALLAX_IMAGE_FACTOR;

export function parallaxOffset(scrollY: number): number {
  return Math.min(Math.max(scrollY, 0) * PARALLAX_SCROLL_FACTOR, PARALLAX_MAX_OFFSET_PX);
}

export function heroImageShift(scrollY: number): number {
  return parallaxOffset(scrollY) * PARALLAX_IMAGE_FACTOR;
}

/**
 * Moves the hero image with the page scroll, once per animation frame, by writing its transform directly
 * (no React render per scroll event). Disabled (no transform at all) when `enabled` is false.
 */
export function useHeroParallax(imageRef: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const image = imageRef.current;
    if (!image) return;
    if (!enabled) {
      image.style.transform = '';
      return;
    }
    let frame = 0;
    const apply = () => {
      frame = 0;
      image.style.transform = `translate3d(0, ${heroImageShift(window.scrollY)}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
      image.style.transform = '';
    };
  }, [imageRef, enabled]);
}
