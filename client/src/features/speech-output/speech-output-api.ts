import { voicesResponseSchema } from '@common/api/tts';
import { apiRequestJson } from '@/lib/api-client';

export const SERVER_VOICES_QUERY_KEY = ['/api/tts/voices'] as const;

/** The voices the server can read aloud with (empty when no speech service is configured). */
export function fetchServerVoices(signal?: AbortSignal) {
  return apiRequestJson(voicesResponseSchema, 'GET', '/api/tts/voices', undefined, { signal });
}
