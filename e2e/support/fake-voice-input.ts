/*
 * The browser's speech recogniser and microphone are outside our process: the page gets a recogniser the test
 * speaks through (window.__say) and a microphone whose level the test sets (window.__level). Audio playback is
 * Chromium's own, playing the offline voice's WAV from the server.
 */
export function installFakeVoiceInput() {
  type Listener = {
    onresult: ((event: unknown) => void) | null;
    onend: (() => void) | null;
    onerror: ((event: unknown) => void) | null;
    live: boolean;
  };
  const scope = window as unknown as {
    __level: number;
    __say: (text: string, confidence?: number) => boolean;
    __played: HTMLMediaElement[];
    __recogniserStarts: number;
    SpeechRecognition: unknown;
    AudioContext: unknown;
  };
  scope.__level = 0;
  scope.__played = [];
  scope.__recogniserStarts = 0;
  const started: Listener[] = [];
  scope.SpeechRecognition = class {
    continuous = false;
    interimResults = false;
    lang = '';
    onresult: Listener['onresult'] = null;
    onend: Listener['onend'] = null;
    onerror: Listener['onerror'] = null;
    live = false;
    start() {
      this.live = true;
      scope.__recogniserStarts += 1;
      started.push(this);
    }
    abort() {
      this.live = false;
    }
  };
  scope.__say = (text, confidence = 0.9) => {
    const current = started.at(-1);
    if (!current?.live) return false;
    const result = Object.assign([{ transcript: text, confidence }], { isFinal: true });
    current.onresult?.({ resultIndex: 0, results: [result] });
    return true;
  };
  scope.AudioContext = class {
    createAnalyser() {
      return {
        fftSize: 256,
        frequencyBinCount: 128,
        getByteFrequencyData: (bins: Uint8Array) => bins.fill(scope.__level),
      };
    }
    createMediaStreamSource() {
      return { connect: () => undefined };
    }
    close() {
      return Promise.resolve();
    }
  };
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: () => Promise.resolve({ getTracks: () => [{ stop: () => undefined }] }) },
  });
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    scope.__played.push(this);
    return play.call(this);
  };
}
