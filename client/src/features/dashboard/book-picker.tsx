import { Check, ChevronDown, Search } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ReferencedPassage } from '@common/api/search';
import type { ReligionId } from '@common/scripture/religions';
import type { VerseScriptureRef } from '@common/scripture/scripture-ref';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { useTypedReference } from './typed-reference';
import { TypedReferenceOptions } from './typed-reference-options';

export type BookPickerProps = {
  books: readonly string[];
  /** Section name → books ("Qur'an" / 'Hadith'; 'Torah' / "Nevi'im" / 'Ketuvim'; 'Old Testament' / 'New Testament'). */
  sections: Record<string, string[]> | undefined;
  value: string | null;
  /** The tradition being read: its reading of a reference shared by two ('Gen 1') is offered first. */
  religion: ReligionId | null;
  onChange: (book: string) => void;
  /** Opens a passage typed as a reference ('Jn 3:16', '2:255'), in whichever tradition holds it. */
  onOpenVerse: (target: VerseScriptureRef) => void;
};

function matches(book: string, term: string): boolean {
  const normalise = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/['’`-]/g, '');
  return normalise(book).includes(normalise(term.trim()));
}

/** Arrow keys walk the options (the typed passage first, then the books); up from the first is the text field. */
function moveFocus(event: KeyboardEvent, list: HTMLElement | null, input: HTMLInputElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const options = [...(list?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
  if (options.length === 0) return;
  event.preventDefault();
  const at = options.indexOf(document.activeElement as HTMLButtonElement);
  const next = event.key === 'ArrowDown' ? Math.min(at + 1, options.length - 1) : at - 1;
  (next < 0 ? input : options[next])?.focus();
}

/**
 * The book dropdown: 'Select a book...', a search filter, and the tradition's sections as headings. Text that is a
 * reference offers that passage first, so a reader may type where they want to go instead of choosing it.
 */
export function BookPicker({ books, sections, value, religion, onChange, onOpenVerse }: BookPickerProps) {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  // The text as last typed, read once a lookup answers: Enter opens the reference only if it is still the one typed.
  const latestTerm = useRef('');
  const typed = useTypedReference(term, religion);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { search: useId(), list: useId() };
  const groups = Object.entries(sections && Object.keys(sections).length > 0 ? sections : { '': [...books] })
    .map(([section, names]) => ({
      section,
      names: names.filter((name) => books.includes(name) && matches(name, term)),
    }))
    .filter((group) => group.names.length > 0);
  const close = () => {
    setOpen(false);
    setTerm('');
    latestTerm.current = '';
  };
  const choose = (book: string) => {
    onChange(book);
    close();
  };
  const openPassage = (passage: ReferencedPassage) => {
    const { religion: at, book, chapter, verse } = passage;
    onOpenVerse({ religion: at, book, chapter, verse });
    close();
  };
  const onEnter = () => {
    if (typed.kind === 'found') openPassage(typed.passages[0]!);
    else if (typed.kind === 'looking') {
      const { text, settle } = typed;
      void settle().then((settled) => {
        if (settled.kind === 'found' && latestTerm.current.trim() === text) openPassage(settled.passages[0]!);
      });
    } else if (typed.kind === 'none' && groups[0]?.names[0]) choose(groups[0].names[0]);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setOpen(true);
        else close();
      }}
    >
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          className="w-full justify-between font-normal"
          aria-label={value ? `Book: ${value}` : 'Select a book...'}
        >
          <span className={cn('truncate', !value && 'text-muted-foreground')}>
            {value ?? 'Select a book...'}
          </span>
          <ChevronDown className="opacity-60" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-64 p-0">
        <div className="relative border-b p-2">
          <Search
            className="pointer-events-none absolute start-4 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            ref={inputRef}
            id={ids.search}
            aria-label="Search books"
            aria-controls={ids.list}
            placeholder="Search books..."
            value={term}
            onChange={(event) => {
              latestTerm.current = event.target.value;
              setTerm(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                onEnter();
              } else moveFocus(event, listRef.current, inputRef.current);
            }}
            className="ps-8"
            autoComplete="off"
          />
        </div>
        <div
          ref={listRef}
          id={ids.list}
          className="max-h-80 overflow-y-auto p-1"
          onKeyDown={(event) => moveFocus(event, listRef.current, inputRef.current)}
        >
          <TypedReferenceOptions typed={typed} onOpen={openPassage} />
          {groups.length === 0 && typed.kind === 'none' && (
            <p className="p-3 text-sm text-muted-foreground">No book matches “{term.trim()}”.</p>
          )}
          {groups.map((group) => (
            <div key={group.section} role="group" aria-label={group.section || 'Books'}>
              {group.section && (
                <p className="px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {group.section}
                </p>
              )}
              <ul>
                {group.names.map((name) => (
                  <li key={name}>
                    <button
                      type="button"
                      onClick={() => choose(name)}
                      aria-current={name === value ? 'true' : undefined}
                      className="flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-start text-sm hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent"
                    >
                      <Check
                        className={cn('size-4 shrink-0', name === value ? 'opacity-100' : 'opacity-0')}
                        aria-hidden="true"
                      />
                      {name}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </PopoverContent>
    </Popover>
  );
}
