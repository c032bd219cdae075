/**
 * The static sample conversation on the landing page. Every quotation is copied from the translation named
 * beside it, exactly as the app's library holds it (wisdom-sample.test.ts checks the references parse).
 */
export type SampleQuote = {
  tradition: string;
  text: string;
  reference: string;
  translation: string;
};

export const SAMPLE_QUESTION = 'What do the different traditions teach about finding peace?';

export const SAMPLE_INTRO =
  'Each tradition speaks of peace in its own voice, yet they meet in a shared hope: peace is made, sought and lived, not only wished for. Here is one passage from each library.';

export const SAMPLE_QUOTES: readonly SampleQuote[] = [
  {
    tradition: 'Christianity',
    text: 'Blessed are the peacemakers, for they shall be called children of God.',
    reference: 'Matthew 5:9',
    translation: 'World English Bible',
  },
  {
    tradition: 'Islam',
    text: 'And if they incline to peace, then incline to it [also] and rely upon Allah. Indeed, it is He who is the Hearing, the Knowing.',
    reference: "Qur'an 8:61",
    translation: 'Saheeh International',
  },
  {
    tradition: 'Judaism',
    text: 'Depart from evil, and do good; Seek peace, and pursue it.',
    reference: 'Psalms 34:15',
    translation: 'JPS 1917 (34:14 in most English Bibles)',
  },
  {
    tradition: 'Hinduism',
    text: 'That man attains peace who, abandoning all desires, moves about without longing, without the sense of mine and without egoism.',
    reference: 'Bhagavad Gita 2:71',
    translation: 'Swami Sivananda',
  },
  {
    tradition: 'Buddhism',
    text: 'For never is hatred laid to rest by hate, it’s laid to rest by love: this is an ancient teaching.',
    reference: 'Dhammapada 1:5',
    translation: 'Bhikkhu Sujato',
  },
];

export const SAMPLE_CLOSING =
  'Peace, in all five, begins within and reaches outward: in how we answer hostility, what we let go of, and whom we choose to make peace with. Which of these would you like to read more deeply?';
