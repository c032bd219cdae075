import { useEffect } from 'react';
import { ImportProgressBanner } from '@/components/library/import-progress-banner';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { JoinSection } from './join-section';
import { LandingFooter } from './landing-footer';
import { ScripturesSection } from './scriptures-section';
import { WisdomSection } from './wisdom-section';

/*
 * Everything below the hero, in a chunk of its own: the landing page's first paint (header and hero) does not
 * wait for its code, the contact form's contract and zod among it. The landing page loads this chunk while the
 * splash plays and renders it once the splash has handed over.
 */

/** The sections below the hero; `onShown` runs once they are in the document (a link to #faq can land now). */
export function LandingLowerSections({ onShown }: { onShown: () => void }) {
  useEffect(() => {
    onShown();
  }, [onShown]);
  return (
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
  );
}

/** The footer, from the same chunk: it sits below the lower sections and follows them. */
export function LandingLowerFooter() {
  return <LandingFooter />;
}
