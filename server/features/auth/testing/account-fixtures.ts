import type { ReceivedMail, SmtpSink } from '../../../test/smtp-sink';

/** The 6-digit code in a verification mail. */
export function codeIn(mail: ReceivedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.parsed.text ?? '');
  if (!match?.[1]) throw new Error(`no 6-digit code in: ${mail.parsed.text}`);
  return match[1];
}

/** Runs `action` and resolves with the first mail to `address` that arrives after it started. */
export async function nextMailTo(
  sink: SmtpSink,
  address: string,
  action: () => Promise<unknown>,
): Promise<ReceivedMail> {
  const seen = new Set(sink.received);
  await action();
  return sink.waitFor((mail) => !seen.has(mail) && mail.envelope.to.includes(address));
}

export const ayesha = {
  firstName: 'Ayesha',
  lastName: 'Rahman',
  username: 'ayesha_r',
  email: 'ayesha.rahman@example.org',
  password: 'light-upon-light-24',
};
