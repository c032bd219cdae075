import { describe, expect, it } from 'vitest';
import { DIGEST_MAX_POSTS, digestMail, excerpt, replyPush, type DigestPost } from './messages';

const post = (body: string, extra: Partial<DigestPost> = {}): DigestPost => ({
  kind: 'reflection',
  isReply: false,
  day: null,
  reference: null,
  body,
  authorName: 'Ruth Moab',
  username: 'ruth',
  ...extra,
});
const links = {
  circle: 'https://circle.example/circles/c1',
  unsubscribe: 'https://circle.example/u?token=t',
};

describe('the words of circle notifications', () => {
  it('cuts a long text at a word, on one line, with an ellipsis', () => {
    expect(excerpt('Where you go\n\nI will go', 100)).toBe('Where you go I will go');
    expect(excerpt('Whither thou goest, I will go; and where thou lodgest', 24)).toBe(
      'Whither thou goest, I…',
    );
  });

  it('names replies, questions to the scholar and its answers, and escapes what members wrote', () => {
    const mail = digestMail(
      {
        to: 'naomi@example.org',
        circleName: 'בית לחם <readers>',
        digest: 'weekly',
        posts: [
          post('<b>loyal</b>', { isReply: true, day: 2 }),
          post('What is mercy?', { kind: 'scholar-question' }),
          post('Mercy is…', { kind: 'scholar-answer', authorName: null, username: null }),
        ],
      },
      links,
    );
    expect(mail.subject).toBe('3 new posts in בית לחם <readers>');
    expect(mail.text).toContain('Ruth Moab replied (Day 2)');
    expect(mail.text).toContain('Ruth Moab asked the scholar');
    expect(mail.text).toContain('The scholar wrote');
    expect(mail.text).toContain('weekly digest');
    expect(mail.html).toContain('&#60;b&#62;loyal&#60;/b&#62;');
    expect(mail.html).not.toContain('<readers>');
  });

  it(`lists at most ${DIGEST_MAX_POSTS} posts and counts the rest`, () => {
    const posts = Array.from({ length: DIGEST_MAX_POSTS + 4 }, (_, index) => post(`Thought ${index + 1}`));
    const mail = digestMail({ to: 'a@example.org', circleName: 'Many', digest: 'daily', posts }, links);
    expect(mail.text).toContain(`Thought ${DIGEST_MAX_POSTS}\n`);
    expect(mail.text).not.toContain(`Thought ${DIGEST_MAX_POSTS + 1}\n`);
    expect(mail.text).toContain('And 4 more.');
  });

  it('pushes a reply with its author, circle and where to open it', () => {
    expect(
      replyPush({ body: 'I will go.', authorName: null, username: 'eli' }, 'Shiloh', '/circles/c1'),
    ).toEqual({
      title: 'eli replied to you in Shiloh',
      body: 'I will go.',
      url: '/circles/c1',
    });
  });
});
