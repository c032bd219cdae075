import type { MouseEvent } from 'react';

export type SkipTarget = 'reader' | 'chat' | 'navigation';

const LINKS: { target: SkipTarget; href: string; label: string }[] = [
  { target: 'reader', href: '#main-content', label: 'Skip to reader' },
  { target: 'chat', href: '#dashboard-chat', label: 'Skip to chat' },
  { target: 'navigation', href: '#dashboard-navigation', label: 'Skip to navigation' },
];

/**
 * The dashboard's first Tab stops, hidden until focused: a long chapter puts hundreds of controls between the
 * header and the chat. The list itself takes focus when the reader arrives from another page, so the next Tab
 * lands on the first link. A link opens its panel when closed (onSkip) and moves focus into it.
 */
export function SkipLinks({ onSkip }: { onSkip: (target: SkipTarget) => void }) {
  const follow = (target: SkipTarget) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onSkip(target);
  };
  return (
    <nav aria-label="Skip links" tabIndex={-1} data-route-focus="" className="outline-none">
      <ul className="contents">
        {LINKS.map((link) => (
          <li key={link.target} className="contents">
            <a
              href={link.href}
              onClick={follow(link.target)}
              className="sr-only z-[100] rounded-md border bg-background px-4 py-2 font-medium shadow-lg focus:not-sr-only focus:fixed focus:start-3 focus:top-2"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
