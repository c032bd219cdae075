import { FORMER_MEMBER_LABEL, type CircleDigest, type CirclePostKind } from '../../../../common/api/circles';
import { formatScriptureRef, type ScriptureRef } from '../../../../common/scripture/scripture-ref';
import type { OutgoingMail } from '../../../lib/mail';
import { escapeHtml } from '../../../lib/unsubscribe-pages';
import type { PushPayload } from '../../../lib/web-push/push-sender';

/* The words of a circle's notifications: the digest e-mail of what is new, and the push for a reply. */

export type DigestPost = {
  kind: CirclePostKind;
  isReply: boolean;
  day: number | null;
  reference: ScriptureRef | null;
  body: string;
  authorName: string | null;
  username: string | null;
};

const EXCERPT_LENGTH = 200;
const PUSH_EXCERPT_LENGTH = 120;
// A digest longer than this would not be read: the rest is counted and the link opens the circle.
export const DIGEST_MAX_POSTS = 30;

export function excerpt(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  return `${flat.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
}

export function authorOf(post: Pick<DigestPost, 'kind' | 'authorName' | 'username'>): string {
  if (post.kind === 'scholar-answer') return 'The scholar';
  return post.authorName ?? post.username ?? FORMER_MEMBER_LABEL;
}

/** "Day 3 · Luke 6:36", "Day 3", "Luke 6:36" or nothing: what the post is about. */
function aboutOf(post: DigestPost): string {
  return [
    post.day === null ? null : `Day ${post.day}`,
    post.reference ? formatScriptureRef(post.reference) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function headline(post: DigestPost): string {
  const what = post.kind === 'scholar-question' ? 'asked the scholar' : post.isReply ? 'replied' : 'wrote';
  const about = aboutOf(post);
  return `${authorOf(post)} ${what}${about ? ` (${about})` : ''}`;
}

function countOf(posts: number): string {
  return posts === 1 ? '1 new post' : `${posts} new posts`;
}

export function digestMail(
  input: {
    to: string;
    circleName: string;
    digest: Exclude<CircleDigest, 'off'>;
    posts: DigestPost[];
  },
  links: { circle: string; unsubscribe: string },
): OutgoingMail {
  const { posts, circleName } = input;
  const shown = posts.slice(0, DIGEST_MAX_POSTS);
  const more = posts.length - shown.length;
  const period = input.digest === 'daily' ? 'daily' : 'weekly';
  const why = `You get this ${period} digest because you asked for it in the circle ${circleName}.`;
  const text = [
    `${countOf(posts.length)} in ${circleName}:`,
    '',
    ...shown.flatMap((post) => [headline(post), `  ${excerpt(post.body, EXCERPT_LENGTH)}`, '']),
    ...(more > 0 ? [`And ${more} more.`, ''] : []),
    `Open the circle: ${links.circle}`,
    '',
    `${why} Stop these e-mails: ${links.unsubscribe}`,
  ].join('\n');
  const items = shown
    .map(
      (post) =>
        `<li><p><strong>${escapeHtml(headline(post))}</strong></p><p dir="auto">${escapeHtml(excerpt(post.body, EXCERPT_LENGTH))}</p></li>`,
    )
    .join('');
  const html = [
    `<p>${escapeHtml(countOf(posts.length))} in <strong dir="auto">${escapeHtml(circleName)}</strong>:</p>`,
    `<ul>${items}</ul>`,
    more > 0 ? `<p>And ${more} more.</p>` : '',
    `<p><a href="${escapeHtml(links.circle)}">Open the circle</a></p>`,
    `<p>${escapeHtml(why)} <a href="${escapeHtml(links.unsubscribe)}">Stop these e-mails</a>.</p>`,
  ].join('');
  return {
    to: input.to,
    subject: `${countOf(posts.length)} in ${circleName}`,
    text,
    html,
    // One-click unsubscribe (RFC 8058): the mail client POSTs "List-Unsubscribe=One-Click" to the link.
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function replyPush(
  reply: { body: string; authorName: string | null; username: string | null },
  circleName: string,
  url: string,
): PushPayload {
  const author = reply.authorName ?? reply.username ?? FORMER_MEMBER_LABEL;
  return {
    title: `${author} replied to you in ${circleName}`,
    body: excerpt(reply.body, PUSH_EXCERPT_LENGTH),
    url,
  };
}
