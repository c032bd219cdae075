import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One line of a labelled set: `abuse|legit<TAB>category<TAB>tradition<TAB>message`. */
export type Labelled = { abusive: boolean; category: string; tradition: string; text: string };

export const labelledSetsDir = dirname(fileURLToPath(import.meta.url));

/** A labelled set of eval/moderation by file name; lines starting with '#' are comments. */
export function readLabelled(file: string): Labelled[] {
  return readFileSync(join(labelledSetsDir, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0 && !line.startsWith('#'))
    .map((line, index) => {
      const [label, category, tradition, text] = line.split('\t');
      if ((label !== 'abuse' && label !== 'legit') || !category || !tradition || !text) {
        throw new Error(
          `${file}: line ${index + 1} is not "abuse|legit<TAB>category<TAB>tradition<TAB>message"`,
        );
      }
      return { abusive: label === 'abuse', category, tradition, text };
    });
}
