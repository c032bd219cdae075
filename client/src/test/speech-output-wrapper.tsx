import type { ReactNode } from 'react';
import { SpeechOutputProvider } from '@/features/speech-output/speech-output-provider';

/** For hook tests outside the speech-output feature: the real speech output, as the app provides it. */
export function WithSpeechOutput({ children }: { children: ReactNode }) {
  return <SpeechOutputProvider>{children}</SpeechOutputProvider>;
}
