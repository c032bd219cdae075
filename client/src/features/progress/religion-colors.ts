import type { ReligionId } from '@common/scripture/religions';

/** One colour per tradition for the chart: distinct hues readable on the light, sepia and dark cards. */
export const religionColors: Record<ReligionId, string> = {
  christianity: '#4f6fd1',
  islam: '#1f9d6b',
  judaism: '#c28a1a',
  hinduism: '#d3602f',
  buddhism: '#9a5cc6',
};
