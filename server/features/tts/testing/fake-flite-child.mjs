// A stand-in for flite-child.mjs that misbehaves on request, for the pool's tests: the text says what to do.
// "hang" never answers, "die" kills this process (as a native crash would), "fail" answers with an error;
// any other text is "spoken" as a tiny 8 kHz WAV with one sample per character.
process.on('message', ({ id, text }) => {
  if (text === 'hang') return;
  if (text === 'die') process.kill(process.pid, 'SIGKILL');
  if (text === 'fail') return process.send({ id, error: 'flite exited with code 1' });
  const data = Buffer.alloc(text.length * 2, 1);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  process.send({ id, audio: Buffer.concat([header, data]), pid: process.pid });
});
process.on('disconnect', () => process.exit(0));
