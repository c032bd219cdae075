import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReferencedPassage, ReferencedPassages } from '@common/api/search';
import { parseReferenceQuery } from '@common/scripture/reference-parser';
import type { ReligionId } from '@common/scripture/religions';
import { lookUpReference, referenceLookupKey } from './reference-lookup-api';

/** What the book picker's text means as a reference. */
export type TypedReference =
  | { kind: 'none' }
  /** settle() waits for the library's answer (Enter pressed before it came). */
  | { kind: 'looking'; text: string; settle: () => Promise<TypedReference> }
  | { kind: 'found'; text: string; passages: ReferencedPassage[]; note: string | null }
  | { kind: 'missing'; text: string; note: string }
  | { kind: 'failed'; text: string };

/**
 * The reader's own tradition first: 'Gen 1' typed while reading the Tanakh opens the Tanakh's Genesis. Bare
 * numbers keep the server's order, which its note spells out ("Qur'an 2:47 first, then Bhagavad Gita 2:47").
 */
export function orderForReader(
  referenced: ReferencedPassages,
  religion: ReligionId | null,
): ReferencedPassage[] {
  if (referenced.note || !religion) return referenced.passages;
  const rank = (passage: ReferencedPassage) => (passage.religion === religion ? 0 : 1);
  return [...referenced.passages].sort((a, b) => rank(a) - rank(b));
}

function describe(
  text: string,
  referenced: ReferencedPassages | null,
  religion: ReligionId | null,
): TypedReference {
  if (!referenced) return { kind: 'none' };
  if (referenced.passages.length === 0)
    return { kind: 'missing', text, note: referenced.note ?? `${text} is not in the library.` };
  return { kind: 'found', text, passages: orderForReader(referenced, religion), note: referenced.note };
}

/** Reads the typed text as a reference and asks the library for it; text that is no reference asks nothing. */
export function useTypedReference(term: string, religion: ReligionId | null): TypedReference {
  const text = term.trim();
  const isReference = parseReferenceQuery(text) !== null;
  const queryClient = useQueryClient();
  const options = {
    queryKey: referenceLookupKey(text),
    queryFn: ({ signal }: { signal: AbortSignal }) => lookUpReference(text, signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  } as const;
  const lookup = useQuery({ ...options, enabled: isReference });
  if (!isReference) return { kind: 'none' };
  if (lookup.isPending) {
    const settle = () =>
      queryClient.fetchQuery(options).then(
        (referenced) => describe(text, referenced, religion),
        (): TypedReference => ({ kind: 'failed', text }),
      );
    return { kind: 'looking', text, settle };
  }
  if (lookup.isError) return { kind: 'failed', text };
  return describe(text, lookup.data, religion);
}
