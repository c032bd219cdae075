/** Recording asks for echo cancellation, noise suppression, mono, 16 kHz. */
export const MICROPHONE_CONSTRAINTS: MediaTrackConstraints = {
  echoCancellation: true,
  noiseSuppression: true,
  channelCount: 1,
  sampleRate: 16000,
};

export type MicrophoneLevels = {
  /** The open microphone, for the recorder when the browser has no speech recogniser. */
  stream: MediaStream;
  release: () => void;
};

/**
 * Opens the microphone and reports its average frequency level (0 to 255) every animation frame, for the
 * level visualiser and the loud-input barge-in. Rejects with the getUserMedia error (NotAllowedError, ...).
 */
export async function openMicrophoneLevels(onLevel: (level: number) => void): Promise<MicrophoneLevels> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: MICROPHONE_CONSTRAINTS });
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 256;
  context.createMediaStreamSource(stream).connect(analyser);
  const bins = new Uint8Array(analyser.frequencyBinCount);
  let frame = 0;
  const tick = () => {
    analyser.getByteFrequencyData(bins);
    let sum = 0;
    for (const bin of bins) sum += bin;
    onLevel(sum / bins.length);
    frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return {
    stream,
    release() {
      cancelAnimationFrame(frame);
      for (const track of stream.getTracks()) track.stop();
      void context.close();
    },
  };
}

const errorName = (error: unknown) =>
  error instanceof Error || error instanceof DOMException ? error.name : '';

/** getUserMedia found no microphone at all: asking for permission again would not help. */
export function isMicrophoneMissing(error: unknown): boolean {
  const name = errorName(error);
  return name === 'NotFoundError' || name === 'DevicesNotFoundError';
}

/** Microphone toasts (6 s) by getUserMedia error name: each says what the reader can do about it. */
export function microphoneErrorToast(error: unknown): { title: string; description: string } {
  const name = errorName(error);
  if (isMicrophoneMissing(error)) {
    return {
      title: 'No Microphone Found',
      description: 'No microphone device detected. Please connect a microphone or use text input.',
    };
  }
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError') {
    return {
      title: 'Permission Denied',
      description: 'Microphone access was denied. Please enable in browser settings.',
    };
  }
  if (name === 'NotSupportedError' || name === 'TypeError') {
    return {
      title: 'Not Supported',
      description: 'Voice input not supported in this browser. Please use text input.',
    };
  }
  return { title: 'Microphone Access Issue', description: 'Unable to access microphone' };
}
