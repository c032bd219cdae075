declare module 'wordpos' {
  export type WordNetSense = {
    lemma: string;
    pos: string;
    synonyms: string[];
    def: string;
    lexName: string;
  };
  export default class WordPOS {
    constructor(options?: { stopwords?: boolean | string[]; profile?: boolean });
    lookup(word: string): Promise<WordNetSense[]>;
  }
}
