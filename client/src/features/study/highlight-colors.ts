import type { HighlightColor } from '@common/api/study';

/** Swatch and tint per highlight colour (light and dark themes). */
export const highlightStyles: Record<HighlightColor, { label: string; swatch: string; tint: string }> = {
  yellow: { label: 'Yellow', swatch: 'bg-yellow-300', tint: 'bg-yellow-100 dark:bg-yellow-900/40' },
  green: { label: 'Green', swatch: 'bg-green-400', tint: 'bg-green-100 dark:bg-green-900/40' },
  blue: { label: 'Blue', swatch: 'bg-sky-400', tint: 'bg-sky-100 dark:bg-sky-900/40' },
  pink: { label: 'Pink', swatch: 'bg-pink-400', tint: 'bg-pink-100 dark:bg-pink-900/40' },
  purple: { label: 'Purple', swatch: 'bg-violet-400', tint: 'bg-violet-100 dark:bg-violet-900/40' },
};
