import { afterEach, describe, expect, it } from 'vitest';
import type { Voice } from '@common/api/tts';
import { installSpeechSynthesisDouble, type SynthesisDouble } from '@/test/speech-test-doubles';
import { defaultAudioSettings } from './audio-settings';
import {
  DEFAULT_NARRATOR_VOICE_ID,
  serverVoiceFor,
  serverVoiceOptions,
  verseSpeechPlan,
} from './reader-voice';

const kal: Voice = {
  voice_id: 'flite-kal16',
  name: 'Kal',
  category: 'offline',
  gender: 'male',
  description: 'American English',
};
const sally: Voice = { ...kal, voice_id: 'flite-slt', name: 'Sally', gender: 'female' };
const adam: Voice = { ...kal, voice_id: 'pNInz6obpgDQGcFmaJgB', name: 'Adam', category: 'premade' };
const verse = 'The LORD is my shepherd; I shall not want.';

let synthesis: SynthesisDouble | null = null;
afterEach(() => {
  synthesis?.remove();
  synthesis = null;
});

describe('the voice that reads a verse', () => {
  it("with no voice chosen is the default narrator (the Universal Scholar's voice), before the list loads too", () => {
    expect(DEFAULT_NARRATOR_VOICE_ID).toBe('pNInz6obpgDQGcFmaJgB');
    expect(serverVoiceFor(null, undefined)).toBe(DEFAULT_NARRATOR_VOICE_ID);
    expect(serverVoiceFor(null, [kal])).toBe(DEFAULT_NARRATOR_VOICE_ID);
  });

  it('is the chosen server voice while the provider offers it, else the narrator', () => {
    expect(serverVoiceFor('flite-slt', [kal, sally])).toBe('flite-slt');
    expect(serverVoiceFor('flite-slt', undefined)).toBe('flite-slt');
    expect(serverVoiceFor('21m00Tcm4TlvDq8ikWAM', [kal, sally])).toBe(DEFAULT_NARRATOR_VOICE_ID);
  });

  it("is the browser's for a 'browser_' voice: no server call", () => {
    synthesis = installSpeechSynthesisDouble();
    const plan = verseSpeechPlan(verse, { ...defaultAudioSettings, voiceId: 'browser_2' }, [kal]);
    expect(plan?.server).toBeNull();
    expect(plan?.browser.voiceId).toBe('browser_2');
  });

  it('is nothing (the verse is skipped) for a browser voice in a browser without speechSynthesis', () => {
    expect(verseSpeechPlan(verse, { ...defaultAudioSettings, voiceId: 'browser_0' }, [kal])).toBeNull();
  });

  it('sends the voice settings and plays at the chosen speed; the browser fallback reads at 0.8 x speed', () => {
    const plan = verseSpeechPlan(verse, { ...defaultAudioSettings, speed: 1.25, volume: 0.5 }, [kal]);
    expect(plan).toEqual({
      text: verse,
      server: {
        voiceId: DEFAULT_NARRATOR_VOICE_ID,
        settings: { stability: 0.5, similarityBoost: 0.75, style: 0, useSpeakerBoost: true },
        playbackRate: 1.25,
      },
      browser: { voiceId: null, speed: 1.25, volume: 0.5, pitch: 1, baseRate: 0.8 },
      volume: 0.5,
    });
  });

  it("uses the preview's browser speed x 0.85 and pitch 0.9 for 'Test Voice'", () => {
    const plan = verseSpeechPlan(verse, defaultAudioSettings, undefined, true);
    expect(plan?.browser).toMatchObject({ speed: 0.85, pitch: 0.9 });
  });
});

describe('server voices as choices', () => {
  it('lists the recommended voices first and keeps their category for the star', () => {
    const options = serverVoiceOptions([sally, kal, adam], [kal, adam]);
    expect(options.map((option) => [option.voiceId, option.category])).toEqual([
      ['flite-kal16', 'offline'],
      ['pNInz6obpgDQGcFmaJgB', 'premade'],
      ['flite-slt', 'offline'],
    ]);
  });
});
