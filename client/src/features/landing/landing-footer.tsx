import { Link } from 'wouter';
import { SacredCircleLogo } from '@/components/brand/sacred-circle-logo';
import { APP_NAME, APP_TAGLINE } from '@/lib/brand';
import { HEADER_LINKS } from './landing-sections';
import { onSectionLinkClick } from './scroll-to-section';
import { SocialLinks } from './social-links';

const footerLinkClass =
  'text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

export function LandingFooter() {
  return (
    <footer className="border-t px-4 pb-10 pt-14 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2 font-serif text-lg font-semibold">
            <SacredCircleLogo className="size-7" />
            {APP_NAME}
          </p>
          <p className="mt-2 max-w-sm text-sm text-muted-foreground">{APP_TAGLINE}</p>
          <div className="mt-5">
            <SocialLinks />
          </div>
        </div>
        <nav aria-label="Explore">
          <h2 className="text-sm font-semibold">Explore</h2>
          <ul className="mt-3 grid gap-2">
            {HEADER_LINKS.map((link) => (
              <li key={link.id}>
                <a href={`#${link.id}`} onClick={onSectionLinkClick} className={footerLinkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="text-sm font-semibold">Legal</h2>
          <ul className="mt-3 grid gap-2">
            <li>
              <Link href="/privacy" className={footerLinkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link href="/terms" className={footerLinkClass}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t pt-6 text-sm text-muted-foreground">
        © {new Date().getFullYear()} {APP_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
