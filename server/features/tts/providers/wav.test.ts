import { describe, expect, it } from 'vitest';
import { encodeWav, joinWavs, parseWav } from './wav';

const mono16k = { channels: 1, sampleRate: 16000, bitsPerSample: 16 };
const wav = (bytes: number[], format = mono16k) => encodeWav({ ...format, data: Buffer.from(bytes) });

describe('WAV files', () => {
  it('writes a canonical header whose sizes match the data, and reads it back', () => {
    const file = wav([1, 2, 3, 4]);
    expect(file.length).toBe(48);
    expect(file.toString('ascii', 0, 4)).toBe('RIFF');
    expect(file.readUInt32LE(4)).toBe(40);
    expect(file.readUInt32LE(28)).toBe(32000);
    expect(file.readUInt32LE(40)).toBe(4);
    expect(parseWav(file)).toEqual({ ...mono16k, data: Buffer.from([1, 2, 3, 4]) });
  });

  it('skips chunks it does not know and reads data whose size a streaming writer left unset', () => {
    const plain = wav([5, 6, 7, 8]);
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([3, 0, 0, 0]), Buffer.from([9, 9, 9, 0])]);
    const withList = Buffer.concat([plain.subarray(0, 36), list, plain.subarray(36)]);
    expect(parseWav(withList).data).toEqual(Buffer.from([5, 6, 7, 8]));
    const unset = Buffer.from(plain);
    unset.writeUInt32LE(0xffffffff, 40);
    expect(parseWav(unset).data).toEqual(Buffer.from([5, 6, 7, 8]));
  });

  it('joins pieces into one file that plays them in order', () => {
    const joined = joinWavs([wav([1, 2]), wav([]), wav([3, 4, 5, 6])]);
    expect(joined.readUInt32LE(4)).toBe(36 + 6);
    expect(joined.readUInt32LE(40)).toBe(6);
    expect(parseWav(joined).data).toEqual(Buffer.from([1, 2, 3, 4, 5, 6]));
  });

  it('refuses pieces of different formats and files that are not PCM WAV', () => {
    expect(() => joinWavs([wav([1, 2]), wav([3, 4], { ...mono16k, sampleRate: 8000 })])).toThrow(
      'different audio formats',
    );
    expect(() => parseWav(Buffer.from('ID3 not a wave file at all'))).toThrow('not a RIFF/WAVE file');
    const float = wav([1, 2]);
    float.writeUInt16LE(3, 20);
    expect(() => parseWav(float)).toThrow('not PCM audio');
    expect(() => joinWavs([])).toThrow('nothing to join');
  });
});
