import type { FastifyInstance, FastifyReply } from 'fastify';

/*
 * What an e-mail's unsubscribe link serves, from the API so it works signed out and without the client bundle: a
 * confirmation with one button (a link opened by a mail scanner must not unsubscribe anyone), the result, and
 * the one-click POST of RFC 8058 that mail clients send.
 */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sacred Circle</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<main>${body}</main>
</body>
</html>`;
}

/**
 * RFC 8058 one-click unsubscribe posts a form body ("List-Unsubscribe=One-Click"), URL-encoded or multipart, which
 * carries nothing the route needs: accepted and dropped, in the plugin that serves the link only.
 */
export function acceptOneClickForm(app: FastifyInstance): void {
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
}

/*
 * The app's pages send no referrer, so a browser posts their plain HTML forms with `Origin: null`, which the
 * cross-site check refuses for a signed-in reader. The confirmation page's button posts to the same origin;
 * letting it name that origin keeps the check for every other form post.
 */
export function sendHtmlPage(reply: FastifyReply, html: string) {
  return reply.type('text/html; charset=utf-8').header('referrer-policy', 'same-origin').send(html);
}
