import { useQuery } from '@tanstack/react-query';
import { Loader2, Search, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { SEARCH_QUERY_MAX_LENGTH } from '@common/api/search';
import type { VerseScriptureRef } from '@common/scripture/scripture-ref';
import { ReligionSymbol } from '@/components/religion-symbol';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiRequestError } from '@/lib/api-client';
import { groupResultsByReligion } from './group-results';
import { HighlightedSnippet } from './highlighted-snippet';
import { ReferencedPassages } from './referenced-passages';
import { searchQueryKey, searchScriptures } from './search-api';

export type WisdomSearchProps = {
  initialQuery: string;
  onOpenVerse: (target: VerseScriptureRef) => void;
  onClose: () => void;
};

function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 400 && error.serverMessage)
    return error.serverMessage;
  return 'Search failed. Please try again.';
}

/** Wisdom Search: one query over every tradition's texts, results grouped by tradition, a click opens the verse. */
export function WisdomSearch({ initialQuery, onOpenVerse, onClose }: WisdomSearchProps) {
  const inputId = useId();
  const [text, setText] = useState(initialQuery);
  const [submitted, setSubmitted] = useState(initialQuery.trim());
  const search = useQuery({
    queryKey: searchQueryKey(submitted),
    queryFn: ({ signal }) => searchScriptures(submitted, signal),
    enabled: submitted.length > 0,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(text.trim());
  };
  const groups = search.data ? groupResultsByReligion(search.data.results) : [];
  return (
    <section aria-labelledby="wisdom-search-title" className="mx-auto grid w-full max-w-4xl gap-5">
      <div className="flex items-center justify-between gap-2">
        <h1 id="wisdom-search-title" className="font-serif text-2xl font-semibold">
          Wisdom Search
        </h1>
        <Button variant="ghost" size="icon" aria-label="Close Wisdom Search" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Search the sacred texts
        </label>
        <Input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search every tradition: love, mercy, forgiveness..."
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoFocus
        />
        <Button type="submit" disabled={!text.trim()}>
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
      <div aria-live="polite" className="grid gap-5">
        {search.isFetching && (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Searching...
          </p>
        )}
        {search.isError && <p className="text-destructive">{errorMessage(search.error)}</p>}
        {search.data?.referenced && !search.isFetching && (
          <ReferencedPassages referenced={search.data.referenced} onOpenVerse={onOpenVerse} />
        )}
        {search.data && !search.data.referenced && !search.isFetching && (
          <p className="text-sm text-muted-foreground">
            {search.data.total === 0
              ? `No verses found for “${search.data.query}”. Try another word.`
              : `${search.data.total} ${search.data.total === 1 ? 'verse' : 'verses'} found for “${search.data.query}”.`}
          </p>
        )}
        {groups.map((group) => (
          <section
            key={group.religion}
            aria-labelledby={`search-group-${group.religion}`}
            className="grid gap-2"
          >
            <h2
              id={`search-group-${group.religion}`}
              className="flex items-center gap-2 text-lg font-semibold"
            >
              <ReligionSymbol religion={group.religion} className="size-5" />
              {group.name}
              <span className="text-sm font-normal text-muted-foreground">
                ({search.data?.counts[group.religion] ?? group.results.length})
              </span>
            </h2>
            <ul className="grid gap-2">
              {group.results.map((result) => (
                <li key={`${result.book}-${result.chapter}-${result.verse}-${result.translation}`}>
                  <button
                    type="button"
                    onClick={() =>
                      onOpenVerse({
                        religion: result.religion,
                        book: result.book,
                        chapter: result.chapter,
                        verse: result.verse,
                      })
                    }
                    className="grid w-full gap-1 rounded-lg border bg-card p-3 text-start shadow-sm transition-colors hover:bg-accent hover:text-accent-foreground"
                  >
                    <span className="text-sm font-semibold">
                      {result.reference}
                      {result.citation ? (
                        <span className="ms-1 font-normal text-muted-foreground">({result.citation})</span>
                      ) : null}
                    </span>
                    <span className="scripture max-w-none text-base">
                      <HighlightedSnippet parts={result.snippet} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
