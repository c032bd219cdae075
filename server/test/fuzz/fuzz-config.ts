/**
 * Config for a fuzzed app: every per-client limit raised, so requests reach the handlers instead of
 * stopping at 429 (a 429 that still comes is fine, and counted).
 */
export const fuzzOverrides: Record<string, string> = {
  AUTH_RATE_LIMIT_MAX: '100000',
  CHAT_RATE_LIMIT_MAX: '100000',
  SEARCH_RATE_LIMIT_MAX: '100000',
  TTS_RATE_LIMIT_MAX: '100000',
  TRANSCRIPTION_RATE_LIMIT_MAX: '100000',
  CONTACT_RATE_LIMIT_MAX: '100000',
  FREE_DAILY_AI_QUOTA: '1000000',
  FREE_DAILY_AI_QUOTA_PER_IP: '10000000',
  GUEST_CREATE_RATE_LIMIT_MAX: '100000',
  CODE_SENDS_PER_DESTINATION_PER_HOUR: '100000',
  CODE_SENDS_PER_ACCOUNT_PER_HOUR: '100000',
};
