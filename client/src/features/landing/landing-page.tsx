import { memo, startTransition, useEffect, useState } from 'react';
import { ImportProgressBanner } from '@/components/library/import-progress-banner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { JoinSection } from './join-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { ScripturesSection } from './scriptures-section';
import { WisdomSection } from './wisdom-section';
import { scrollToSection } from './scroll-to-section';

export function LandingPage() {
  useDocumentTitle();
  return <LandingContent />;
}

/**
 * Memoised without props: the app shell re-renders its whole tree when the splash hands over, and the
 * landing page has nothing to change then, so it skips that render (a long task on a slow phone).
 */
const LandingContent = memo(function LandingContent() {
  // The header and hero render at once; the sections below the fold follow in a transition, which React
  // renders in small slices, so the first render never blocks the main thread for long.
  const [belowTheFold, setBelowTheFold] = useState(false);
  useEffect(() => {
    startTransition(() => setBelowTheFold(true));
  }, []);

  // Arriving with a hash (/#contact from another page, or a shared link) lands on that section.
  useEffect(() => {
    if (!belowTheFold) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) scrollToSection(id, { updateHash: false });
  }, [belowTheFold]);

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
          <>
            {/* Below the hero, so a banner that comes and goes never moves the first screen. */}
            <ImportProgressBanner />
            <ScripturesSection />
            <WisdomSection />
            <FeaturesSection />
            <AboutSection />
            <FaqSection />
            <JoinSection />
            <ContactSection />
          </>
        ) : null}
      </main>
      {belowTheFold ? <LandingFooter /> : null}
    </>
  );
});
