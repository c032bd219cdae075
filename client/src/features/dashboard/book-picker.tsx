import { Check, ChevronDown, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

export type BookPickerProps = {
  books: readonly string[];
  /** Section name → books ("Qur'an" / 'Hadith'; 'Torah' / "Nevi'im" / 'Ketuvim'; 'Old Testament' / 'New Testament'). */
  sections: Record<string, string[]> | undefined;
  value: string | null;
  onChange: (book: string) => void;
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

/** The book dropdown: 'Select a book...', a search filter, and the tradition's sections as headings. */
export function BookPicker({ books, sections, value, onChange }: BookPickerProps) {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const ids = { search: useId(), list: useId() };
  const groups = Object.entries(sections && Object.keys(sections).length > 0 ? sections : { '': [...books] })
    .map(([section, names]) => ({
      section,
      names: names.filter((name) => books.includes(name) && matches(name, term)),
    }))
    .filter((group) => group.names.length > 0);
  const choose = (book: string) => {
    onChange(book);
    setOpen(false);
    setTerm('');
  };
  return (
    <Popover open={open} onOpenChange={setOpen}>
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
            id={ids.search}
            aria-label="Search books"
            aria-controls={ids.list}
            placeholder="Search books..."
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && groups[0]?.names[0]) {
                event.preventDefault();
                choose(groups[0].names[0]);
              }
            }}
            className="ps-8"
            autoComplete="off"
          />
        </div>
        <div id={ids.list} className="max-h-80 overflow-y-auto p-1">
          {groups.length === 0 && (
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
