import { religions, type ReligionId } from '@common/scripture/religions';
import type { VerseScriptureRef } from '@common/scripture/scripture-ref';
import { ReligionSymbol } from '@/components/religion-symbol';
import { RandomVerseCard } from './random-verse-card';

export type ReligionChooserProps = {
  onSelectReligion: (religion: ReligionId) => void;
  onOpenVerse: (target: VerseScriptureRef) => void;
};

/** The reader with no tradition chosen yet: the five traditions, and a verse that can open its chapter. */
export function ReligionChooser({ onSelectReligion, onOpenVerse }: ReligionChooserProps) {
  return (
    <section aria-labelledby="religion-chooser-title" className="mx-auto grid w-full max-w-4xl gap-6">
      <div className="grid gap-2 text-center">
        <h1 id="religion-chooser-title" className="font-serif text-3xl font-semibold">
          Choose a sacred text
        </h1>
        <p className="text-muted-foreground">
          Read the scriptures of five traditions, side by side with their original languages.
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {religions.map((religion) => (
          <li key={religion.id}>
            <button
              type="button"
              onClick={() => onSelectReligion(religion.id)}
              className="flex w-full items-center gap-4 rounded-lg border bg-card p-4 text-start shadow-sm transition-colors hover:bg-accent hover:text-accent-foreground"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                <ReligionSymbol religion={religion.id} className="size-7" />
              </span>
              <span className="grid">
                <span className="font-semibold">{religion.name}</span>
                <span className="text-sm text-muted-foreground">{religion.scriptureName}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <RandomVerseCard onOpenVerse={onOpenVerse} />
    </section>
  );
}
