import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReligionId } from '../../common/scripture/religions';

/**
 * A theme or a seeker's question with the passages a scholar would cite, per tradition, as ScriptureRef strings
 * ("Matthew 6:16-18", "Sahih al-Bukhari 30:1904", "Sutta Nipata 8"): a reference without a verse accepts any
 * verse of that chapter (a whole short sutta). A tradition left out has nothing that fits.
 */
export type JudgedItem = {
  id: string;
  kind: 'theme' | 'question';
  text: string;
  /** Whether Islam's list holds a verse of the Qur'an (otherwise only hadith fit). */
  quranClassic: boolean;
  acceptable: Partial<Record<ReligionId, string[]>>;
};

export type JudgedSet = { items: JudgedItem[] };

const here = dirname(fileURLToPath(import.meta.url));

export function readJudgedSet(): JudgedSet {
  return JSON.parse(readFileSync(join(here, 'judged-set.json'), 'utf8')) as JudgedSet;
}
