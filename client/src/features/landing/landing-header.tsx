import { Menu, X } from 'lucide-react';
import { useEffect, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { SacredCircleLogo } from '@/components/brand/sacred-circle-logo';
import { APP_NAME } from '@/lib/brand';
import { clsx } from 'clsx';
import { HEADER_LINKS, SECTION_IDS } from './landing-sections';
import { onSectionLinkClick } from './scroll-to-section';
import { OPEN_READER_LABEL, useSignedInName } from './signed-in-reader';

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-foreground/85 transition-colors hover:bg-accent hover:text-accent-foreground';

export function LandingHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [, navigate] = useLocation();
  const signedInName = useSignedInName();

  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [menuOpen]);

  const onAnchorClick = (event: MouseEvent<HTMLAnchorElement>) => {
    setMenuOpen(false);
    onSectionLinkClick(event);
  };

  // 'Sign Up' points at #auth (the join section, for a new tab or no script); a plain click opens /auth.
  const onSignUpClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setMenuOpen(false);
    navigate('/auth');
  };

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link
          href="/"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          className="flex items-center gap-2 rounded-md font-serif text-lg font-semibold tracking-tight"
        >
          <SacredCircleLogo className="size-8" />
          <span>{APP_NAME}</span>
        </Link>
        <nav aria-label="Main" className="ms-auto hidden items-center gap-1 md:flex">
          {HEADER_LINKS.map((link) => (
            <a key={link.id} href={`#${link.id}`} className={linkClass} onClick={onAnchorClick}>
              {link.label}
            </a>
          ))}
          {signedInName ? (
            <>
              <Link href="/profile" className={clsx(linkClass, 'ms-2')}>
                {signedInName}
              </Link>
              <Link
                href="/dashboard"
                className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary/90"
              >
                {OPEN_READER_LABEL}
              </Link>
            </>
          ) : (
            <a
              href={`#${SECTION_IDS.auth}`}
              onClick={onSignUpClick}
              className="ms-2 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary/90"
            >
              Sign Up
            </a>
          )}
        </nav>
        <button
          type="button"
          className="ms-auto inline-flex size-10 items-center justify-center rounded-md hover:bg-accent md:hidden"
          aria-expanded={menuOpen}
          aria-controls="landing-mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
        </button>
      </div>
      <nav
        id="landing-mobile-menu"
        aria-label="Main"
        className={clsx('border-t bg-background px-4 pb-4 pt-2 md:hidden', !menuOpen && 'hidden')}
      >
        <ul className="flex flex-col gap-1">
          {HEADER_LINKS.map((link) => (
            <li key={link.id}>
              <a href={`#${link.id}`} className={clsx(linkClass, 'block')} onClick={onAnchorClick}>
                {link.label}
              </a>
            </li>
          ))}
          {signedInName ? (
            <>
              <li>
                <Link href="/profile" className={clsx(linkClass, 'block')}>
                  {signedInName}
                </Link>
              </li>
              <li>
                <Link
                  href="/dashboard"
                  className="mt-2 flex h-11 items-center justify-center rounded-md bg-primary px-4 font-semibold text-primary-foreground"
                >
                  {OPEN_READER_LABEL}
                </Link>
              </li>
            </>
          ) : (
            <li>
              <a
                href={`#${SECTION_IDS.auth}`}
                onClick={onSignUpClick}
                className="mt-2 flex h-11 items-center justify-center rounded-md bg-primary px-4 font-semibold text-primary-foreground"
              >
                Sign Up
              </a>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
