/** The facts a RIFF/WAVE header gives about a PCM file: enough to tell real speech from an empty or broken file. */
export type WavInfo = {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  dataBytes: number;
  durationSeconds: number;
};

export function readWavHeader(file: Buffer): WavInfo | null {
  if (
    file.length < 44 ||
    file.toString('ascii', 0, 4) !== 'RIFF' ||
    file.toString('ascii', 8, 12) !== 'WAVE'
  ) {
    return null;
  }
  let offset = 12;
  let format: (Omit<WavInfo, 'dataBytes' | 'durationSeconds'> & { byteRate: number }) | null = null;
  while (offset + 8 <= file.length) {
    const chunkId = file.toString('ascii', offset, offset + 4);
    const chunkSize = file.readUInt32LE(offset + 4);
    if (chunkId === 'fmt ') {
      format = {
        channels: file.readUInt16LE(offset + 10),
        sampleRate: file.readUInt32LE(offset + 12),
        byteRate: file.readUInt32LE(offset + 16),
        bitsPerSample: file.readUInt16LE(offset + 22),
      };
    } else if (chunkId === 'data' && format) {
      const dataBytes = Math.min(chunkSize, file.length - offset - 8);
      const { byteRate, ...rest } = format;
      return { ...rest, dataBytes, durationSeconds: dataBytes / byteRate };
    }
    offset += 8 + chunkSize + (chunkSize % 2);
  }
  return null;
}
