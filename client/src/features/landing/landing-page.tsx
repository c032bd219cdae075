import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { useAppRevealed, useReportPageDrawn } from '@/lib/app-revealed';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HeroSection } from './hero-section';
import { LandingHeader } from './landing-header';
import { scrollToSection } from './scroll-to-section';

const loadLowerSections = () => import('./landing-lower-sections');
const LandingLowerSections = lazy(async () => ({
  default: (await loadLowerSections()).LandingLowerSections,
}));
const LandingFooter = lazy(async () => ({ default: (await loadLowerSections()).LandingLowerFooter }));

export function LandingPage() {
  useDocumentTitle();
  // The header and hero are drawn: the splash may hand over now (see the hook).
  useReportPageDrawn();
  // The footer follows once every section is in (it would otherwise sit below the hero and be pushed down).
  const [lowerShown, setLowerShown] = useState(false);
  const showFooter = useCallback(() => setLowerShown(true), []);
  // Arriving with a hash (/#contact from another page, a shared link, or a header link clicked before the
  // sections were in) lands on that section once the footer is in too: scrolled earlier, the scroll stopped
  // at the page's end without the footer, short of the last section.
  const landOnSection = useCallback(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) scrollToSection(id, { updateHash: false });
  }, []);

  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-md bg-background px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        Skip to content
      </a>
      <LandingHeader />
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        <HeroSection />
        <BelowTheFold onShown={showFooter} />
      </main>
      {lowerShown ? (
        <Suspense fallback={null}>
          <LandingFooter onShown={landOnSection} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The sections below the hero load their chunk at once (while the splash plays) but render only once the app
 * shows, in a transition that React renders in small slices. Only this part of the page listens for the
 * splash's hand-over, so the header and hero are not rendered again then.
 */
function BelowTheFold({ onShown }: { onShown: () => void }) {
  const revealed = useAppRevealed();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // Only a head start: if it fails (offline, say), the render below imports again and reports the failure.
    loadLowerSections().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (revealed) startTransition(() => setShown(true));
  }, [revealed]);
  return shown ? (
    <Suspense fallback={null}>
      <LandingLowerSections onShown={onShown} />
    </Suspense>
  ) : null;
}
