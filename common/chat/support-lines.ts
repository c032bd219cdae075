/**
 * The lines a reader is shown when a message names suicide or self-harm, theirs or someone else's: the same for
 * every reader, written by people rather than by the scholar, and kept short enough to read in a bad moment. The
 * numbers are the national lines of the two countries most readers write from, and findahelpline.com lists free,
 * confidential lines for every other country.
 */
export const SUPPORT_LINES_HEADING = 'You do not have to face this alone';

export const SUPPORT_LINES_INTRO =
  'If you are thinking about ending your life or hurting yourself, or someone you know is, please reach out now:';

export type SupportLine = { where: string; label: string; href?: string };

export const SUPPORT_LINES: readonly SupportLine[] = [
  { where: 'In danger right now', label: 'call your local emergency number' },
  { where: 'United States', label: 'call or text 988', href: 'tel:988' },
  { where: 'United Kingdom and Ireland', label: 'Samaritans, 116 123', href: 'tel:116123' },
  { where: 'Anywhere', label: 'findahelpline.com', href: 'https://findahelpline.com' },
];

/** The lines as one paragraph, where a reply is plain text and no list can follow it (a circle's thread). */
export const supportLinesText = (): string =>
  `${SUPPORT_LINES_INTRO} ${SUPPORT_LINES.map((line) => `${line.where}: ${line.label}.`).join(' ')}`;
