import type { ReactNode } from 'react';

/*
 * The five social profiles (a microblog, a professional network, a short-video app, a photo app and
 * a video site). The glyphs are our own simple drawings in currentColor, not the networks' logo files.
 */
type SocialLink = { network: string; href: string; glyph: ReactNode };

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const SOCIAL_LINKS: readonly SocialLink[] = [
  {
    network: 'X',
    href: 'https://x.com/sacredcircle',
    glyph: <path {...stroke} d="M5 4l14 16M19 4L5 20" />,
  },
  {
    network: 'LinkedIn',
    href: 'https://www.linkedin.com/company/sacredcircle',
    glyph: (
      <g {...stroke}>
        <rect x="3" y="3" width="18" height="18" rx="3" />
        <path d="M8 10.5V17M8 7.2v.1M12 17v-6.5M12 13.3c0-1.7 1.2-2.8 2.6-2.8S17 11.4 17 13v4" />
      </g>
    ),
  },
  {
    network: 'TikTok',
    href: 'https://www.tiktok.com/@sacredcircle',
    glyph: <path {...stroke} d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.1 4.3 5 4.6" />,
  },
  {
    network: 'Instagram',
    href: 'https://www.instagram.com/sacredcircle',
    glyph: (
      <g {...stroke}>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <path d="M17.2 6.8v.1" />
      </g>
    ),
  },
  {
    network: 'YouTube',
    href: 'https://www.youtube.com/@sacredcircle',
    glyph: (
      <g {...stroke}>
        <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
        <path d="M10.5 9.5v5l4.2-2.5z" fill="currentColor" />
      </g>
    ),
  },
];

export function SocialLinks() {
  return (
    <ul className="flex flex-wrap gap-2">
      {SOCIAL_LINKS.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Sacred Circle on ${link.network} (opens in a new tab)`}
            className="inline-flex size-10 items-center justify-center rounded-full border text-foreground/80 transition-colors hover:bg-accent hover:text-accent-foreground"
          >
            <svg viewBox="0 0 24 24" aria-hidden className="size-5">
              {link.glyph}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
