import { escapeHtml, htmlPage } from '../../../lib/unsubscribe-pages';

/* The two pages a reminder's unsubscribe link shows: a confirmation with one button, and the result. */

export function confirmationPage(planTitle: string, token: string): string {
  return htmlPage(
    'Stop reminder e-mails',
    `<h1>Stop reminder e-mails?</h1>
<p>You get a daily e-mail for the reading plan <strong>${escapeHtml(planTitle)}</strong>.</p>
<form method="post" action="/api/reminders/unsubscribe?token=${encodeURIComponent(token)}">
<button type="submit">Stop these e-mails</button>
</form>
<p><a href="/profile">Change your reminders</a></p>`,
  );
}

export function unsubscribedPage(planTitle: string): string {
  return htmlPage(
    'Reminder e-mails stopped',
    `<h1>Reminder e-mails stopped</h1>
<p>You will get no more reminder e-mails for <strong>${escapeHtml(planTitle)}</strong>.</p>
<p><a href="/profile">Change your reminders</a></p>`,
  );
}
