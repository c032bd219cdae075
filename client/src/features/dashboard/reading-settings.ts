/** Scripture text size in rem: 1.125 (18 px) by default, from 0.875 to 1.75 in steps of 0.125. */
export const FONT_SIZE_DEFAULT = 1.125;
export const FONT_SIZE_MIN = 0.875;
export const FONT_SIZE_MAX = 1.75;
export const FONT_SIZE_STEP = 0.125;
export const FONT_SIZE_STORAGE_KEY = 'reader.fontSize';

export function parseFontSize(raw: unknown): number | undefined {
  return typeof raw === 'number' && raw >= FONT_SIZE_MIN && raw <= FONT_SIZE_MAX ? raw : undefined;
}
