/*
 * The two small pages an unsubscribe link shows, served by the API so they work signed out and without the
 * client bundle: a confirmation with one button (a link opened by a mail scanner must not unsubscribe anyone),
 * and the result.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sacred Circle</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<main>${body}</main>
</body>
</html>`;
}

export function confirmationPage(planTitle: string, token: string): string {
  return page(
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
  return page(
    'Reminder e-mails stopped',
    `<h1>Reminder e-mails stopped</h1>
<p>You will get no more reminder e-mails for <strong>${escapeHtml(planTitle)}</strong>.</p>
<p><a href="/profile">Change your reminders</a></p>`,
  );
}
