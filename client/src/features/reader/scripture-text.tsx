import '@fontsource/amiri/400.css';
import '@fontsource-variable/noto-serif-hebrew/wght.css';
import '@fontsource-variable/noto-sans-devanagari/wght.css';
import type { CSSProperties } from 'react';
import { cn } from '@/lib/utils';

/** Type faces for the original scripts; the fonts are self-hosted (@fontsource) and load only when used. */
const scriptFonts: Record<string, string> = {
  ar: "'Amiri', 'Noto Naskh Arabic', serif",
  he: "'Noto Serif Hebrew Variable', 'SBL Hebrew', serif",
  sa: "'Noto Sans Devanagari Variable', 'Noto Serif Devanagari', sans-serif",
  hi: "'Noto Sans Devanagari Variable', sans-serif",
};

/** Arabic and Hebrew with their vowel marks need more room than Latin text of the same size. */
const scriptScale: Record<string, number> = { ar: 1.35, he: 1.25, sa: 1.1, hi: 1.1 };

function baseLanguage(language: string): string {
  return language.split('-')[0]!.toLowerCase();
}

export type ScriptureTextProps = {
  text: string;
  /** BCP 47 of the text ('en', 'he', 'ar', 'sa', 'ar-Latn'). */
  language: string;
  direction: 'ltr' | 'rtl';
  /** Reading size in rem, from the reading settings. */
  fontSize: number;
  className?: string;
  /** Transliterations read in italics, so they are not mistaken for a translation. */
  muted?: boolean;
};

/** One verse text in its language: lang and dir set so screen readers and line breaking do the right thing. */
export function ScriptureText({
  text,
  language,
  direction,
  fontSize,
  className,
  muted = false,
}: ScriptureTextProps) {
  const base = baseLanguage(language);
  const romanised = /-latn$/i.test(language);
  const style: CSSProperties = {
    fontSize: `${fontSize * (romanised ? 0.9 : (scriptScale[base] ?? 1))}rem`,
    ...(romanised ? {} : scriptFonts[base] ? { fontFamily: scriptFonts[base] } : {}),
  };
  return (
    <p
      lang={language}
      dir={direction}
      style={style}
      className={cn(
        'scripture max-w-none whitespace-pre-line text-start leading-relaxed',
        direction === 'rtl' && 'leading-loose',
        muted && 'italic text-muted-foreground',
        className,
      )}
    >
      {text}
    </p>
  );
}
