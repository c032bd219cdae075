import { Link } from 'wouter';
import { referenceSegments } from '@common/chat/reference-segments';
import type { ReligionId } from '@common/scripture/religions';
import { readerHref } from './circle-links';

/** Text whose scripture references ('Luke 6:36') are links that open the reader at the verse, as in chat. */
export function LinkedText({ text, religion }: { text: string; religion?: ReligionId }) {
  return (
    <>
      {referenceSegments(text, religion).map((segment, index) =>
        segment.ref ? (
          <Link
            key={index}
            href={readerHref(segment.ref)}
            className="font-medium text-primary underline decoration-dotted underline-offset-2 hover:decoration-solid"
          >
            {segment.text}
          </Link>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
