import { matchesMediaQuery, REDUCED_MOTION_QUERY } from '@/lib/media-query';

/**
 * Scrolls to a landing section (smoothly unless the visitor prefers reduced motion), records it in the
 * address bar, and moves keyboard focus there so the next Tab continues inside the section.
 */
export function scrollToSection(id: string, options: { updateHash?: boolean } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const behavior: ScrollBehavior = matchesMediaQuery(REDUCED_MOTION_QUERY) ? 'auto' : 'smooth';
  target.scrollIntoView({ behavior, block: 'start' });
  if (options.updateHash !== false && window.location.hash !== `#${id}`) {
    window.history.pushState(null, '', `#${id}`);
  }
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/** An onClick for `<a href="#id">`: smooth scroll instead of the browser's jump; modified clicks pass through. */
export function onSectionLinkClick(event: React.MouseEvent<HTMLAnchorElement>) {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return;
  }
  const hash = new URL(event.currentTarget.href).hash.slice(1);
  if (hash && scrollToSection(hash)) event.preventDefault();
}
