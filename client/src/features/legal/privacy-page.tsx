import { APP_NAME } from '@/lib/brand';
import { MINIMUM_AGE, MINIMUM_AGE_IN_SOME_REGIONS } from './legal-constants';
import { ContactLocation, ContactMailLink, LegalDocument, type LegalSection } from './legal-document';
import { RetentionPeriod } from './retention-period';
import { YourDataDownload } from './your-data-download';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'data-collected',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to run {APP_NAME}:</p>
        <ul>
          <li>
            <strong>Account details</strong> you give us: first and last name, username, email address, an
            optional phone number and your password, which we store only as a salted one-way hash (argon2id).
            If you sign in with Google, we receive your name, email address and profile picture from Google.
          </li>
          <li>
            <strong>Guest identity</strong>: if you use the app without an account, a cookie links your
            browser to a guest record so your reading journey is kept.
          </li>
          <li>
            <strong>Reading activity</strong>: the religion, book and chapter you read, reading sessions and
            their length, streaks, your weekly reading goal and milestones.
          </li>
          <li>
            <strong>Conversations</strong> with our AI scholars: your messages, the passage you were reading
            at the time, and the replies. Voice input is turned into text by your browser&apos;s speech
            recognition; we receive the text, not a recording.
          </li>
          <li>
            <strong>Contact form messages</strong>: your name, email address and message, with the IP address
            and browser identification of the request, so we can answer and protect the form from abuse.
          </li>
          <li>
            <strong>Technical data</strong>: IP addresses and request logs, and what your browser stores for
            the app: a session cookie, your sign-in tokens, your theme and your local chat history.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How We Use Information',
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>provide the service: show scripture, answer your questions and compare traditions;</li>
          <li>keep your reading journey, streaks, goals and milestones;</li>
          <li>secure your account: sign-in, verification codes, rate limits and fraud prevention;</li>
          <li>keep conversations respectful through moderation;</li>
          <li>answer your messages and send the notifications you have chosen;</li>
          <li>understand and fix problems and improve the service.</li>
        </ul>
        <p>
          We do not sell your personal information, we do not show advertising, and we do not use your
          conversations to build advertising profiles.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'How We Share Information',
    body: (
      <>
        <p>We share personal information only with:</p>
        <ul>
          <li>
            <strong>Service providers</strong> who run parts of the service for us under contract: hosting,
            email and text-message delivery, and, where we use them, an AI language model or a text-to-speech
            provider, which receive the text needed to answer you or to read a passage aloud.
          </li>
          <li>
            <strong>Sign-in providers</strong> you choose to use, such as Google, who learn that you signed in
            to {APP_NAME}.
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires it or to protect the safety of our users.
          </li>
          <li>
            <strong>A successor</strong>, if {APP_NAME} is merged or sold, bound by this policy.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Data Security',
    body: (
      <p>
        Passwords are stored as argon2id hashes; verification codes and sign-in refresh tokens are stored only
        as hashes and expire. Connections are encrypted in transit, session cookies are not readable by
        scripts, and access to personal data is limited to the people and systems that need it. No system is
        perfectly secure; if a breach affects your information, we will tell you and the authorities as the
        law requires.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your Rights and Choices',
    body: (
      <>
        <p>Depending on where you live, you have the right to:</p>
        <ul>
          <li>access the personal information we hold about you and receive a copy (download it below);</li>
          <li>correct it (most of it you can edit on your profile);</li>
          <li>delete it: your account and everything in it, from Account Settings on your profile;</li>
          <li>object to or restrict some uses, and withdraw consent where we rely on it;</li>
          <li>complain to your data protection authority.</li>
        </ul>
        <p>
          You can choose email, text-message and push notifications in your account settings, and you can
          search, export or delete your chat history in the app at any time. To exercise any right, write to
          us at the address below; we answer within the time the law sets.
        </p>
        <YourDataDownload />
      </>
    ),
  },
  {
    id: 'children',
    title: "Children's Privacy",
    body: (
      <p>
        {APP_NAME} is not meant for children under {MINIMUM_AGE}, or under {MINIMUM_AGE_IN_SOME_REGIONS} in
        regions where the law sets a higher age for consenting to online services, such as some countries of
        the European Union. We do not knowingly collect personal information from them. If you believe a child
        has given us personal information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International Data Transfers',
    body: (
      <p>
        We and our service providers may process information in countries other than yours, whose data
        protection laws may differ. When we transfer personal information across borders, we use the
        safeguards the law provides, such as standard contractual clauses, so that it stays protected as this
        policy describes.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Data Retention',
    body: (
      <>
        <p>We keep personal information only as long as we need it:</p>
        <ul>
          <li>account information and reading journey: while your account is open;</li>
          <li>
            guest records: while the guest browser is in use; a guest record and everything it holds are
            deleted after <RetentionPeriod of="guestDays" /> without activity;
          </li>
          <li>
            conversations with our AI scholars: <RetentionPeriod of="chatMonths" /> from when each message was
            written, then they are deleted;
          </li>
          <li>contact form messages: as long as needed to answer and follow up;</li>
          <li>
            verification codes, sign-in tokens and sessions: until they expire, and deleted a day after that;
          </li>
          <li>security logs: for a short period, unless we need them to investigate abuse;</li>
          <li>
            moderation records about messages that broke our rules, once your account or guest record is
            deleted: kept under a random pseudonym to handle abuse, and what you wrote is removed from them
            after <RetentionPeriod of="moderationContentDays" />.
          </li>
        </ul>
        <p>
          When you delete your account we delete or anonymise your information, except what the law requires
          us to keep. Chat history kept in your browser stays there until you delete it.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy as the service changes. We will change the date at the top, and for
        important changes we will tell you by email or in the app before they take effect. If you keep using{' '}
        {APP_NAME} after that, the updated policy applies.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <>
        <p>Questions about this policy or your information? Write to us:</p>
        <p>
          <ContactMailLink />
        </p>
        <p className="text-muted-foreground">
          <ContactLocation />
        </p>
      </>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what information {APP_NAME} collects when you read, listen, ask and keep your
          reading journey with us, how we use and protect it, and the choices you have.
        </p>
      }
      sections={PRIVACY_SECTIONS}
      otherDocument={{ href: '/terms', label: 'Read our Terms of Service' }}
    />
  );
}
