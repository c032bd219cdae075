import type { SnippetPart } from '@common/api/search';

/** The API's snippet as text with <mark> around the matched words: plain text nodes only, never HTML. */
export function HighlightedSnippet({ parts }: { parts: readonly SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.highlight ? (
          <mark key={index} className="rounded-sm bg-glow/40 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
