import { Link } from 'wouter';
import type { CirclePost } from '@common/api/circles';
import { parsePerspectives } from '@common/chat/perspective-tags';
import { formatScriptureRef } from '@common/scripture/scripture-ref';
import { Badge } from '@/components/ui/badge';
import { readerHref } from './circle-links';
import { LinkedText } from './linked-text';

/**
 * A post's words: a reflection as written, the scholar's answer by tradition with the references it was checked
 * against listed below; every reference opens the reader.
 */
export function PostBody({ post }: { post: CirclePost }) {
  if (post.removed) {
    return <p className="text-sm italic text-muted-foreground">Removed by a moderator.</p>;
  }
  if (post.hidden && !post.body) {
    return <p className="text-sm italic text-muted-foreground">Hidden by a host of the circle.</p>;
  }
  return (
    <div className="grid gap-2 text-sm">
      {post.reference ? (
        <p className="text-muted-foreground">
          On{' '}
          <Link href={readerHref(post.reference)} className="text-primary underline underline-offset-4">
            {formatScriptureRef(post.reference)}
          </Link>
        </p>
      ) : null}
      {post.kind === 'scholar-answer' ? <ScholarAnswer text={post.body} /> : <Paragraph text={post.body} />}
      {post.kind === 'scholar-answer' && post.references.length > 0 ? (
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-muted-foreground">References:</span>
          {post.references.map((ref) => (
            <Link
              key={ref.reference}
              href={readerHref(ref)}
              className="text-primary underline underline-offset-4"
            >
              {ref.reference}
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function Paragraph({
  text,
  religion,
}: {
  text: string;
  religion?: Parameters<typeof LinkedText>[0]['religion'];
}) {
  return (
    <p dir="auto" className="whitespace-pre-line break-words">
      <LinkedText text={text} religion={religion} />
    </p>
  );
}

function ScholarAnswer({ text }: { text: string }) {
  const { intro, perspectives } = parsePerspectives(text);
  return (
    <>
      {intro ? <Paragraph text={intro} /> : null}
      {perspectives.map((block) => (
        <section
          key={block.religion}
          className="grid gap-1 border-s-2 ps-3"
          aria-label={`${block.name} perspective`}
        >
          <Badge variant="secondary" className="justify-self-start">
            {block.name}
          </Badge>
          <Paragraph text={block.text} religion={block.religion} />
        </section>
      ))}
    </>
  );
}
