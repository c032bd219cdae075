import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultPersona, getPersona } from '@common/personas';
import { useMessageSpeech } from '@/lib/speech-output-context';
import { setUpSpeechTests } from '@/test/speech-test-doubles';
import { WithSpeechOutput } from '@/test/speech-output-wrapper';
import { ChatMessageView } from './chat-message';

/** The machine runs many test suites at once: an HTTP round trip can take seconds. */
const SLOW_MACHINE = { timeout: 10_000 };

const REPLY =
  'Both traditions teach release. <perspective>Christianity</perspective> Forgive, and you will be forgiven. ' +
  '<perspective>Buddhism</perspective> Hatred does not cease by hatred, but by love.';

const rig = setUpSpeechTests();

const speakBodies = () => rig.server.requestsTo('/api/tts/speak').map((request) => request.body);

function Harness() {
  const speech = useMessageSpeech();
  return (
    <ol>
      <ChatMessageView
        message={{ key: '7', type: 'ai', content: REPLY }}
        speakingId={speech.speakingId}
        onSpeak={speech.play}
        onStop={speech.stop}
        onOpenVerse={() => undefined}
      />
    </ol>
  );
}

describe('the play and stop buttons of a reply', { timeout: 30_000 }, () => {
  it("read one tradition's part in that tradition's scholar voice, show it speaking, and stop it", async () => {
    const user = userEvent.setup();
    render(<Harness />, { wrapper: WithSpeechOutput });
    expect(screen.queryByText('Speaking…')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Read the Buddhism perspective aloud' }));

    const stopButton = screen.getByRole('button', { name: 'Stop reading the Buddhism perspective' });
    expect(stopButton.getAttribute('aria-pressed')).toBe('true');
    const part = screen.getByRole('region', { name: 'Buddhism perspective' });
    expect(part.textContent).toContain('Speaking…');
    await vi.waitFor(() => expect(rig.media.played).toHaveLength(1), SLOW_MACHINE);
    expect(speakBodies()).toEqual([
      { text: 'Hatred does not cease by hatred, but by love.', voiceId: getPersona('buddhist-monk').voiceId },
    ]);

    await user.click(stopButton);
    expect(rig.media.played[0]!.paused).toBe(true);
    expect(screen.queryByText('Speaking…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Read the Buddhism perspective aloud' })).toBeTruthy();
  });

  it('read the whole answer in the chat voice, and a second button switches to its part', async () => {
    const user = userEvent.setup();
    render(<Harness />, { wrapper: WithSpeechOutput });
    await user.click(screen.getByRole('button', { name: 'Read the whole answer aloud' }));
    await vi.waitFor(() => expect(rig.media.played).toHaveLength(1), SLOW_MACHINE);
    await user.click(screen.getByRole('button', { name: 'Read the Christianity perspective aloud' }));
    expect(rig.media.played[0]!.paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Read the whole answer aloud' })).toBeTruthy();
    await vi.waitFor(() => expect(rig.media.played).toHaveLength(2), SLOW_MACHINE);
    expect(speakBodies().map((body) => (body as { voiceId: string }).voiceId)).toEqual([
      defaultPersona.voiceId,
      getPersona('christian-priest').voiceId,
    ]);
    await user.click(screen.getByRole('button', { name: 'Stop reading the Christianity perspective' }));
  });
});
