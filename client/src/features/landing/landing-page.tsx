import { lazy, memo, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { useAppRevealed } from '@/lib/app-revealed';
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
  const revealed = useAppRevealed();
  return <LandingContent revealed={revealed} />;
}

/**
 * Memoised: the app shell re-renders its whole tree when the splash hands over, and the landing page has
 * nothing to change then but `revealed`, so it skips the rest of that render (a long task on a slow phone).
 */
const LandingContent = memo(function LandingContent({ revealed }: { revealed: boolean }) {
  // The header and hero render at once. The sections below the fold load their chunk now (while the splash
  // plays) but render only once the app shows, in a transition that React renders in small slices, so neither
  // the splash's hand-over nor the first render blocks the main thread for long.
  const [belowTheFold, setBelowTheFold] = useState(false);
  useEffect(() => {
    // Only a head start: if it fails (offline, say), the render below imports again and reports the failure.
    loadLowerSections().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (revealed) startTransition(() => setBelowTheFold(true));
  }, [revealed]);

  // The footer follows once every section is in (it would otherwise sit below the hero and be pushed down).
  const [lowerShown, setLowerShown] = useState(false);
  // Arriving with a hash (/#contact from another page, or a shared link) lands on that section once it is there.
  const landOnSection = useCallback(() => {
    setLowerShown(true);
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
        {belowTheFold ? (
          <Suspense fallback={null}>
            <LandingLowerSections onShown={landOnSection} />
          </Suspense>
        ) : null}
      </main>
      {lowerShown ? (
        <Suspense fallback={null}>
          <LandingFooter />
        </Suspense>
      ) : null}
    </>
  );
});
