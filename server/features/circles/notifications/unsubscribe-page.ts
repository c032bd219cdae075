import { escapeHtml, htmlPage } from '../../../lib/unsubscribe-pages';

/* The two pages a digest's unsubscribe link shows: a confirmation with one button, and the result. */

export function digestConfirmationPage(circleName: string, token: string): string {
  return htmlPage(
    'Stop circle digest e-mails',
    `<h1>Stop the digest e-mails?</h1>
<p>You get a digest of new posts in the circle <strong dir="auto">${escapeHtml(circleName)}</strong>.</p>
<form method="post" action="/api/circles/digest/unsubscribe?token=${encodeURIComponent(token)}">
<button type="submit">Stop these e-mails</button>
</form>
<p><a href="/circles">Your circles</a></p>`,
  );
}

export function digestStoppedPage(circleName: string): string {
  return htmlPage(
    'Circle digest e-mails stopped',
    `<h1>Digest e-mails stopped</h1>
<p>You will get no more digest e-mails for <strong dir="auto">${escapeHtml(circleName)}</strong>.</p>
<p><a href="/circles">Your circles</a></p>`,
  );
}
