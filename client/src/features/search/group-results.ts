import type { SearchResult } from '@common/api/search';
import { religions, type ReligionId } from '@common/scripture/religions';

export type ResultGroup = { religion: ReligionId; name: string; results: SearchResult[] };

/** Results by tradition, in the product's order of traditions, each keeping the server's ranking. */
export function groupResultsByReligion(results: readonly SearchResult[]): ResultGroup[] {
  return religions
    .map((religion) => ({
      religion: religion.id,
      name: religion.name,
      results: results.filter((result) => result.religion === religion.id),
    }))
    .filter((group) => group.results.length > 0);
}
