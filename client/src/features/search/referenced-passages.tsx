import { BookOpen } from 'lucide-react';
import type { ReferencedPassages as Referenced } from '@common/api/search';
import type { VerseScriptureRef } from '@common/scripture/scripture-ref';
import { ReligionSymbol } from '@/components/religion-symbol';

type Props = { referenced: Referenced; onOpenVerse: (target: VerseScriptureRef) => void };

/** The passages a reference names, each one click from the reader, and the note on what the reference meant. */
export function ReferencedPassages({ referenced, onOpenVerse }: Props) {
  return (
    <div className="grid gap-2">
      {referenced.note && <p className="text-sm text-muted-foreground">{referenced.note}</p>}
      {referenced.passages.length > 0 && (
        <ul className="grid gap-2">
          {referenced.passages.map((passage) => (
            <li key={`${passage.religion}-${passage.reference}`}>
              <button
                type="button"
                aria-label={`Open ${passage.reference}`}
                onClick={() =>
                  onOpenVerse({
                    religion: passage.religion,
                    book: passage.book,
                    chapter: passage.chapter,
                    verse: passage.verse,
                  })
                }
                className="grid w-full gap-1 rounded-lg border-2 border-primary/40 bg-card p-3 text-start shadow-sm transition-colors hover:bg-accent hover:text-accent-foreground"
              >
                <span className="flex items-center gap-2 text-sm font-semibold">
                  <ReligionSymbol religion={passage.religion} className="size-4" />
                  <BookOpen className="size-4" aria-hidden="true" />
                  Open {passage.reference}
                </span>
                <span className="scripture line-clamp-4 max-w-none text-base">{passage.text}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
