import type { LightMyRequestResponse } from 'fastify';

/**
 * What every answer must be, whatever was sent: below 500; JSON when it says it is JSON; and every 4xx
 * the shared `{ error, message }` shape with a non-empty message. Returns the broken rule, or undefined.
 * A 503 is the app's designed answer for a service this server has not set up (voice transcription without
 * a provider, say): allowed when it carries that same shape, and counted apart in the report.
 */
export function judge(method: string, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 500 && status !== 503) return `answered ${status}`;
  if (method === 'HEAD') return undefined;
  const contentType = String(response.headers['content-type'] ?? '');
  const claimsJson = /\bjson\b/.test(contentType);
  let parsed: unknown;
  if (claimsJson && response.body !== '') {
    try {
      parsed = JSON.parse(response.body);
    } catch {
      return `answered ${status} with content-type ${contentType} but a body that is not JSON`;
    }
  }
  if (status >= 400) {
    if (!claimsJson) return `answered ${status} as ${contentType || 'no content-type'}, not JSON`;
    const body = parsed as { error?: unknown; message?: unknown } | undefined;
    if (typeof body?.error !== 'string' || body.error.trim() === '')
      return `answered ${status} without an error name`;
    if (typeof body.message !== 'string' || body.message.trim() === '')
      return `answered ${status} without a message`;
  }
  return undefined;
}
