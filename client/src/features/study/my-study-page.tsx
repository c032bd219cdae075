import { Download } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'wouter';
import { studyKinds, type StudyItem, type StudyKind, type StudyListQuery } from '@common/api/study';
import { religionIds, religions, type ReligionId } from '@common/scripture/religions';
import { PageHeadingWithBack } from '@/components/page-heading-with-back';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { highlightStyles } from './highlight-colors';
import { exportUrl } from './study-api';
import { useStudyItems, useStudyMutations } from './study-queries';
import { verseLink } from './share-verse';
import { VerseOfTheDayCard } from './verse-of-the-day-card';

const kindLabels: Record<StudyKind, string> = {
  bookmark: 'Bookmarks',
  highlight: 'Highlights',
  note: 'Notes',
};

/** 'My Study': every bookmark, highlight and note by tradition, with search, filters, and export. */
export function MyStudyPage() {
  useDocumentTitle('My Study');
  const [search, setSearch] = useState('');
  const [religion, setReligion] = useState<ReligionId | ''>('');
  const [kind, setKind] = useState<StudyKind | ''>('');
  const q = useDeferredValue(search.trim());
  const filters: StudyListQuery = {
    ...(q ? { q } : {}),
    ...(religion ? { religion } : {}),
    ...(kind ? { kind } : {}),
  };
  const { data: items, isPending, isError } = useStudyItems(filters);
  const groups = religions
    .map((definition) => ({
      definition,
      items: (items ?? []).filter((item) => item.religion === definition.id),
    }))
    .filter((group) => group.items.length > 0);

  return (
    <main className="mx-auto grid w-full max-w-4xl gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeadingWithBack title="My Study" backTo="/dashboard" backLabel="Back to the dashboard" />
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={exportUrl('markdown', filters)} download>
              <Download aria-hidden="true" /> Export Markdown
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={exportUrl('csv', filters)} download>
              <Download aria-hidden="true" /> Export CSV
            </a>
          </Button>
        </div>
      </div>
      <VerseOfTheDayCard />
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]" role="search">
        <Input
          type="search"
          aria-label="Search your study"
          placeholder="Search notes, verses and references"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <select
          aria-label="Tradition"
          className="h-9 rounded-md border bg-background px-3 text-sm"
          value={religion}
          onChange={(event) => setReligion(event.target.value as ReligionId | '')}
        >
          <option value="">All traditions</option>
          {religionIds.map((id) => (
            <option key={id} value={id}>
              {religions.find((definition) => definition.id === id)?.name}
            </option>
          ))}
        </select>
        <select
          aria-label="Kind"
          className="h-9 rounded-md border bg-background px-3 text-sm"
          value={kind}
          onChange={(event) => setKind(event.target.value as StudyKind | '')}
        >
          <option value="">Bookmarks, highlights and notes</option>
          {studyKinds.map((value) => (
            <option key={value} value={value}>
              {kindLabels[value]}
            </option>
          ))}
        </select>
      </div>
      {isError ? (
        <p role="alert">Your study could not be loaded. Please try again.</p>
      ) : isPending ? (
        <p className="text-muted-foreground">Loading your study…</p>
      ) : groups.length === 0 ? (
        <p className="text-muted-foreground">
          {q || religion || kind
            ? 'Nothing matches this search.'
            : 'Nothing saved yet. Bookmark, highlight or add a note to any verse from the reader.'}
        </p>
      ) : (
        groups.map((group) => (
          <section
            key={group.definition.id}
            aria-labelledby={`study-${group.definition.id}`}
            className="grid gap-3"
          >
            <h2 id={`study-${group.definition.id}`} className="text-lg font-semibold">
              {group.definition.name}
            </h2>
            <ul className="grid gap-3">
              {group.items.map((item) => (
                <StudyItemCard key={item.id} item={item} />
              ))}
            </ul>
          </section>
        ))
      )}
    </main>
  );
}

function StudyItemCard({ item }: { item: StudyItem }) {
  const { remove } = useStudyMutations();
  const kindName = kindLabels[item.kind].slice(0, -1);
  return (
    <li
      className={cn(
        'grid gap-2 rounded-lg border p-4',
        item.color ? highlightStyles[item.color].tint : 'bg-card',
      )}
      aria-label={`${kindName}: ${item.reference}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {item.reference} <span className="text-sm text-muted-foreground">{item.translationName}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {kindName}
          {item.color ? ` · ${highlightStyles[item.color].label}` : ''} ·{' '}
          <time dateTime={item.updatedAt}>{new Date(item.updatedAt).toLocaleDateString()}</time>
        </p>
      </div>
      <blockquote className="font-serif">{item.text}</blockquote>
      {item.note && <p className="whitespace-pre-wrap border-s-2 ps-3">{item.note}</p>}
      <div className="flex gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={verseLink(item)}>Open {item.reference}</Link>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={remove.isPending}
          onClick={() => remove.mutate(item)}
          aria-label={`Delete ${kindName.toLowerCase()} on ${item.reference}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
