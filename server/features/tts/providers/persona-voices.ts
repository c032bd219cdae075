import { personas, type PersonaId } from '../../../../common/personas';

/*
 * Personas carry ElevenLabs voice ids (common/personas.ts). The other providers have their own voices,
 * so each persona is given the nearest one in tone.
 */
const offlineVoiceByPersona: Record<PersonaId, string> = {
  'universal-scholar': 'flite-kal16',
  'christian-priest': 'flite-rms',
  'islamic-mufti': 'flite-awb',
  'hadith-scholar': 'flite-rms',
  'jewish-rabbi': 'flite-kal16',
  'hindu-guru': 'flite-awb',
  'buddhist-monk': 'flite-kal',
};

const openAiVoiceByPersona: Record<PersonaId, string> = {
  'universal-scholar': 'onyx',
  'christian-priest': 'echo',
  'islamic-mufti': 'onyx',
  'hadith-scholar': 'fable',
  'jewish-rabbi': 'echo',
  'hindu-guru': 'fable',
  'buddhist-monk': 'alloy',
};

function byPersonaVoice(table: Record<PersonaId, string>): Map<string, string> {
  return new Map(personas.map((persona) => [persona.voiceId, table[persona.id]]));
}

export const offlineVoiceForPersonaVoice = byPersonaVoice(offlineVoiceByPersona);
export const openAiVoiceForPersonaVoice = byPersonaVoice(openAiVoiceByPersona);
