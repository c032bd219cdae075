import { BookOpen } from 'lucide-react';
import type { ReferencedPassage } from '@common/api/search';
import { getReligion } from '@common/scripture/religions';
import { ReligionSymbol } from '@/components/religion-symbol';
import type { TypedReference } from './typed-reference';

/** A passage's option name: the tradition is part of it, since 'Genesis 1' is the Bible's and the Tanakh's. */
export const passageOptionName = (passage: ReferencedPassage) =>
  `Open ${passage.reference} (${getReligion(passage.religion).name})`;

/** What a screen reader hears as the reference is looked up: the first option and how to open it, or why not. */
function announcement(typed: TypedReference): { text: string; visible: boolean } {
  switch (typed.kind) {
    case 'none':
      return { text: '', visible: false };
    case 'looking':
      return { text: `Looking up “${typed.text}”…`, visible: true };
    case 'failed':
      return {
        text: `“${typed.text}” could not be looked up. Check the connection and try again.`,
        visible: true,
      };
    case 'missing':
      return { text: typed.note, visible: true };
    case 'found': {
      if (typed.note) return { text: typed.note, visible: true };
      const first = typed.passages[0]!;
      return { text: `${passageOptionName(first)}: press Enter.`, visible: false };
    }
  }
}

type Props = { typed: TypedReference; onOpen: (passage: ReferencedPassage) => void };

/**
 * The book picker's first options when its text is a reference ('Jn 3:16', '2:255', 'MN 10'): each passage the
 * library holds, with the start of its text, above the books; else the plain reason nothing can be opened.
 */
export function TypedReferenceOptions({ typed, onOpen }: Props) {
  const said = announcement(typed);
  return (
    <>
      <p role="status" className={said.visible ? 'px-2 pb-1 pt-2 text-sm text-muted-foreground' : 'sr-only'}>
        {said.text}
      </p>
      {typed.kind === 'found' && (
        <div role="group" aria-label="Passage">
          <p className="px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Passage
          </p>
          <ul>
            {typed.passages.map((passage) => (
              <li key={`${passage.religion}-${passage.reference}`}>
                <button
                  type="button"
                  aria-label={passageOptionName(passage)}
                  onClick={() => onOpen(passage)}
                  className="flex w-full items-start gap-2 rounded-sm px-2 py-1.5 text-start text-sm hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent"
                >
                  <BookOpen className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span className="grid min-w-0 gap-0.5">
                    <span className="flex items-center gap-1.5 font-medium">
                      Open {passage.reference}
                      <ReligionSymbol religion={passage.religion} className="size-3.5" />
                    </span>
                    <span className="line-clamp-2 text-xs text-muted-foreground">{passage.text}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
