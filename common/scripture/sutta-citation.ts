/**
 * The way the Suttas are cited everywhere else: 'SN 4.23' (the Samyutta's 4th chapter, its 23rd sutta), 'AN 9.64',
 * 'Ud 1.1', 'Snp 1.8', 'MN 1'. The library numbers each book's suttas in reading order (the Samyutta's 1,937 are
 * 1 to 1937), which a reader cannot look up in a printed book or on SuttaCentral; the source's own id
 * (book_chapters.source_id: 'sn4.23', 'an9.95-112') gives the citation that can.
 */
const abbreviations: Record<string, string> = {
  dn: 'DN',
  mn: 'MN',
  sn: 'SN',
  an: 'AN',
  dhp: 'Dhp',
  ud: 'Ud',
  iti: 'Iti',
  snp: 'Snp',
  kp: 'Kp',
};

/** 'sn4.23' → 'SN 4.23', 'an9.95-112' → 'AN 9.95–112'; null for an id of no known collection. */
export function suttaCitation(sourceId: string | null | undefined): string | null {
  const parts = /^([a-z]+)(\d+(?:\.\d+)*(?:-\d+)?)$/.exec(sourceId ?? '');
  const collection = parts && abbreviations[parts[1]!];
  return collection ? `${collection} ${parts[2]!.replace('-', '–')}` : null;
}

/**
 * Whether a passage's reference needs the citation beside it: a sutta numbered within its samyutta, nipata or vagga
 * ('SN 4.23' for the Samyutta's 159th) does. 'MN 1' is the library's Majjhima Nikaya 1, and a Dhammapada verse is
 * already cited by its own number through the book ('Dhammapada 2:21' is Dhp 21), so neither does.
 */
export function citationAddsToChapter(citation: string | null, chapter: number): citation is string {
  const number = citation?.split(' ')[1];
  return number !== undefined && number.includes('.') && number !== String(chapter);
}
