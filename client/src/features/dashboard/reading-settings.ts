import { z } from 'zod';

/** Scripture text size in rem: 1.125 (18 px) by default, from 0.875 to 1.75 in steps of 0.125. */
export const FONT_SIZE_DEFAULT = 1.125;
export const FONT_SIZE_MIN = 0.875;
export const FONT_SIZE_MAX = 1.75;
export const FONT_SIZE_STEP = 0.125;
export const FONT_SIZE_STORAGE_KEY = 'reader.fontSize';

/** A stored size outside the range is dropped for the default. */
export const fontSizeSchema = z.number().min(FONT_SIZE_MIN).max(FONT_SIZE_MAX);
