/** The chat session id is made client-side from the time, once per dashboard visit: one visit, one conversation. */
export function createChatSessionId(now = Date.now()): string {
  return `${now}${Math.floor(Math.random() * 1000)
    .toString()
    .padStart(3, '0')}`;
}
