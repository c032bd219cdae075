import { startTransition, useEffect, useState, type ComponentType } from 'react';
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

/** In page order; the banner sits below the hero, so a banner that comes and goes never moves the first screen. */
const SECTIONS: readonly ComponentType[] = [
  ImportProgressBanner,
  ScripturesSection,
  WisdomSection,
  FeaturesSection,
  AboutSection,
  FaqSection,
  JoinSection,
  ContactSection,
];

/**
 * Runs `next` in a task after the browser has drawn a frame: each section then has its own render, commit,
 * style and layout instead of all of them in one long task (on a slow phone, hundreds of milliseconds in which
 * a tap waits). Without frames (a hidden tab, a test DOM) a plain task is enough.
 */
function afterNextFrame(next: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    const timer = setTimeout(next, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(next, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * The sections below the hero, added one per frame from the top; `onShown` runs once all of them are in the
 * document (a link to #faq can land now, and the footer can follow).
 */
export function LandingLowerSections({ onShown }: { onShown: () => void }) {
  const [count, setCount] = useState(1);
  const complete = count >= SECTIONS.length;
  useEffect(() => {
    if (complete) {
      onShown();
      return undefined;
    }
    // A transition, so React can yield inside a larger section's render (the contact form's) too.
    return afterNextFrame(() => startTransition(() => setCount((shown) => shown + 1)));
  }, [complete, count, onShown]);
  return (
    <>
      {SECTIONS.slice(0, count).map((Section, index) => (
        <Section key={index} />
      ))}
    </>
  );
}

/** The footer, from the same chunk: it sits below the lower sections and follows them; `onShown` once it is in. */
export function LandingLowerFooter({ onShown }: { onShown?: () => void }) {
  // After the commit: the footer is in the document, so a scroll to a section can reach the page's real end.
  useEffect(() => onShown?.(), [onShown]);
  return <LandingFooter />;
}
