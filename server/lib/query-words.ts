/*
 * One tokeniser for what a reader types, shared by the chat's retrieval and the verse search: the same words
 * come out of the same text whichever feature reads it.
 */

/**
 * The words of a reader's text, lower case, accents folded ('café' → 'cafe'), a possessive dropped ('God's' →
 * 'god') and inner apostrophes closed up ('don't' → 'dont'). Latin letters only: other scripts are not stemmed.
 */
export function queryWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .match(/[a-z]+(?:['’][a-z]+)?/g) ?? []
  ).map((word) => word.replace(/['’]s$/, '').replace(/['’]/g, ''));
}

/** Words shorter than this say too little to search for (or to guard a match by). */
export const MIN_QUERY_WORD_LENGTH = 3;

/**
 * The plain words of a search query that every match must contain: none when the query quotes a phrase or
 * offers alternatives with OR (the full-text parser owns those), and never a negated ('-word') one.
 */
export function requiredQueryWords(query: string): string[] {
  if (query.includes('"') || /\bor\b/i.test(query)) return [];
  return query
    .split(/\s+/)
    .filter((token) => token && !token.startsWith('-'))
    .flatMap(queryWords)
    .filter((word) => word.length >= MIN_QUERY_WORD_LENGTH);
}
