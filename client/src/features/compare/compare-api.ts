import { COMPARE_DEFAULT_VERSES, compareResultSchema } from '@common/api/chat';
import { apiRequestJson } from '@/lib/api-client';

/** Verses on one theme from every tradition, with the AI's summary of where they meet. */
export function compareTheme(theme: string, sessionId: string) {
  return apiRequestJson(compareResultSchema, 'POST', '/api/chat/compare', {
    theme,
    sessionId,
    maxVersesPerReligion: COMPARE_DEFAULT_VERSES,
  });
}
