/*
 * Just enough RIFF/WAVE to join the pieces of a long text into one file: Flite writes 16-bit PCM with a plain
 * `fmt ` and `data` chunk, and the joined file gets a canonical 44-byte header whose sizes match its data.
 */

export type PcmFormat = { channels: number; sampleRate: number; bitsPerSample: number };
export type PcmAudio = PcmFormat & { data: Buffer };

const PCM = 1;

/** The format and sample bytes of a PCM WAV file; throws on anything else. */
export function parseWav(file: Buffer): PcmAudio {
  if (
    file.length < 12 ||
    file.toString('ascii', 0, 4) !== 'RIFF' ||
    file.toString('ascii', 8, 12) !== 'WAVE'
  ) {
    throw new Error('not a RIFF/WAVE file');
  }
  let format: PcmFormat | undefined;
  for (let offset = 12; offset + 8 <= file.length;) {
    const id = file.toString('ascii', offset, offset + 4);
    const size = file.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > file.length) throw new Error('short fmt chunk');
      if (file.readUInt16LE(body) !== PCM) throw new Error('not PCM audio');
      format = {
        channels: file.readUInt16LE(body + 2),
        sampleRate: file.readUInt32LE(body + 4),
        bitsPerSample: file.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('data before fmt');
      // A writer that streams may leave the size unset (0 or 0xFFFFFFFF): the data then runs to the end.
      const end = size === 0 || body + size > file.length ? file.length : body + size;
      return { ...format, data: file.subarray(body, end) };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('no data chunk');
}

/** A WAV file with a canonical header around `data`. */
export function encodeWav(audio: PcmAudio): Buffer {
  const blockAlign = (audio.channels * audio.bitsPerSample) / 8;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + audio.data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(PCM, 20);
  header.writeUInt16LE(audio.channels, 22);
  header.writeUInt32LE(audio.sampleRate, 24);
  header.writeUInt32LE(audio.sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(audio.bitsPerSample, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(audio.data.length, 40);
  return Buffer.concat([header, audio.data]);
}

/** One WAV file that plays the given WAV files one after another; they must share one format. */
export function joinWavs(files: readonly Buffer[]): Buffer {
  if (files.length === 0) throw new Error('nothing to join');
  const pieces = files.map(parseWav);
  const first = pieces[0]!;
  for (const piece of pieces) {
    if (
      piece.channels !== first.channels ||
      piece.sampleRate !== first.sampleRate ||
      piece.bitsPerSample !== first.bitsPerSample
    ) {
      throw new Error('the pieces have different audio formats');
    }
  }
  return encodeWav({ ...first, data: Buffer.concat(pieces.map((piece) => piece.data)) });
}
