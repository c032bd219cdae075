/** Spec §3: the chat session id is generated client-side, a timestamp-based string, once per dashboard visit. */
export function createChatSessionId(now = Date.now()): string {
  return `${now}${Math.floor(Math.random() * 1000)
    .toString()
    .padStart(3, '0')}`;
}
