/**
 * What one offline scholar reply costs its server's event loop, and what a reading-session write waits beside
 * replies. The real app (buildApp) on a PostgreSQL copy of the full library, in this process, asked through
 * inject(): 20 questions one at a time (CPU per reply, the longest stretch the loop was held), then rounds of 4
 * replies at once while a reader's heartbeat is written every 10 ms (each write's latency). The references of the
 * 20 replies are written to `--out` so two versions of the ranking can be compared.
 *
 *   CORPUS_MIRROR=../shared/corpora npx tsx bench/chat-cpu.ts [--out bench/results/chat-refs.json]
 */
import { writeFile } from 'node:fs/promises';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { bearer, parseEvents, signUp } from '../server/features/chat/testing/chat-client';
import { createDatabase, rateLimitEnv } from './load/server';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

const questions = [
  'What do the scriptures say about forgiving someone who hurt me?',
  'How should I deal with anger?',
  'Is it wrong to be jealous of my brother?',
  'What is the meaning of suffering?',
  'How can I find peace when I am anxious about the future?',
  'What does it mean to love your neighbour?',
  'Should I give to the poor even when I have little?',
  'How do I overcome greed?',
  'What happens after death?',
  'How should children treat their parents?',
  'Is lying ever allowed?',
  'What is true humility?',
  'How do I stay patient in hard times?',
  'What is said about gossip and slander?',
  'How should a ruler govern justly?',
  'What is the value of fasting?',
  'How can I be grateful every day?',
  'What do the traditions teach about marriage?',
  'How do I let go of pride?',
  'Why should we show mercy to strangers?',
];
/** Asked 4 at a time while the heartbeat writes run (never asked above, so every one is ranked afresh). */
const concurrentQuestions = [
  'What is wisdom?',
  'How do I resist temptation?',
  'What is the reward of honesty?',
  'How should I treat my enemies?',
  'What does contentment with little look like?',
  'How can I be a good friend?',
  'What is the duty of the rich?',
  'How should I face fear?',
  'What is the purpose of prayer?',
  'How do I forgive myself?',
  'What is said about hospitality?',
  'How should I use my wealth?',
  'What do the scriptures teach about work and laziness?',
  'How do I bear grief?',
  'What is the place of silence?',
  'How should the strong treat the weak?',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

/**
 * Under `node --cpu-prof`, each phase's start on the profile's clock (microseconds of the monotonic clock, as the
 * .cpuprofile's sample times), so the profile can be cut into the first reply, the warm ones and the rounds.
 */
const profiling = process.execArgv.some((flag) => flag.startsWith('--cpu-prof'));
const mark = (phase: string) => {
  if (profiling) console.log(`phase ${phase} at ${process.hrtime.bigint() / 1000n} us`);
};

/**
 * The most CPU the process spent between two ticks of a 1 ms timer: the longest synchronous stretch in CPU time.
 * Unlike the event-loop delay it does not grow when the OS gives the core to another process (a loaded machine).
 */
function turnCpuWatch() {
  let max = 0;
  let last = process.cpuUsage();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    max = Math.max(max, cpuMs(process.cpuUsage(last)));
    last = process.cpuUsage();
    timer = setTimeout(tick, 1);
  };
  return {
    start() {
      max = 0;
      last = process.cpuUsage();
      timer = setTimeout(tick, 1);
    },
    stop() {
      clearTimeout(timer);
      return max;
    },
  };
}

async function main() {
  const database = await createDatabase();
  const handle = await openDatabase({ driver: 'postgres', url: database.url, poolSize: 10 });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'tmp/bench-chat-cpu',
    CORPUS_AUTO_IMPORT: 'false',
    REMINDER_POLL_SECONDS: '0',
    LLM_BASE_URL: '',
    ...rateLimitEnv,
  });
  const app = await buildApp({ config, database: handle, migrate: false, logger: false });
  try {
    const reader = await signUp(app, 'benchreader');
    const chat = async (message: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/chat/stream',
        headers: bearer(reader),
        payload: { sessionId: `bench-${Math.random().toString(36).slice(2)}`, message },
      });
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      const done = parseEvents(response.body).find((event) => event.event === 'done');
      if (!done || done.event !== 'done') throw new Error(`no done event: ${response.body.slice(0, 300)}`);
      return (done.aiMessage.verseReference ?? []).map((ref) => `${ref.religion}:${ref.reference}`);
    };
    // The first reply of a server reads the library's frequencies, translations and other wordings (once per
    // library generation) and compiles the guard's rules: reported apart.
    mark('first');
    const firstCpu = process.cpuUsage();
    const firstStarted = performance.now();
    await chat('What do the scriptures say about hope?');
    console.log(
      `First reply of the server: ${cpuMs(process.cpuUsage(firstCpu)).toFixed(0)} ms CPU, ${(performance.now() - firstStarted).toFixed(0)} ms wall`,
    );

    const histogram = monitorEventLoopDelay({ resolution: 1 });
    const turns = turnCpuWatch();
    const replies: {
      question: string;
      ms: number;
      cpuMs: number;
      maxDelayMs: number;
      maxTurnCpuMs: number;
      refs: string[];
    }[] = [];
    mark('warm');
    for (const question of questions) {
      histogram.reset();
      histogram.enable();
      turns.start();
      const cpu = process.cpuUsage();
      const started = performance.now();
      const refs = await chat(question);
      const ms = performance.now() - started;
      const used = cpuMs(process.cpuUsage(cpu));
      histogram.disable();
      const maxTurnCpuMs = turns.stop();
      replies.push({ question, ms, cpuMs: used, maxDelayMs: histogram.max / 1e6, maxTurnCpuMs, refs });
    }
    const cpus = replies.map((reply) => reply.cpuMs);
    const delays = replies.map((reply) => reply.maxDelayMs);
    const turnCpus = replies.map((reply) => reply.maxTurnCpuMs);
    console.log('One at a time (20 replies):');
    console.log(
      `  CPU per reply ms: p50 ${percentile(cpus, 50).toFixed(0)}, mean ${(cpus.reduce((a, b) => a + b, 0) / cpus.length).toFixed(0)}, max ${Math.max(...cpus).toFixed(0)}`,
    );
    console.log(
      `  longest event-loop delay per reply ms: p50 ${percentile(delays, 50).toFixed(0)}, max ${Math.max(...delays).toFixed(0)}`,
    );
    console.log(
      `  longest CPU stretch between two loop turns per reply ms: p50 ${percentile(turnCpus, 50).toFixed(0)}, max ${Math.max(...turnCpus).toFixed(0)}`,
    );
    console.log(
      `  wall per reply ms: p50 ${percentile(
        replies.map((reply) => reply.ms),
        50,
      ).toFixed(0)}`,
    );

    // A reader's reading session, its heartbeat written every 10 ms while 4 replies run at once.
    mark('concurrent');
    const started = await app.inject({
      method: 'POST',
      url: '/api/progress/session/start',
      headers: bearer(reader),
      payload: { religion: 'christianity', book: 'Genesis', chapter: 1, timeZone: 'Europe/London' },
    });
    if (started.statusCode !== 201) throw new Error(`session start ${started.statusCode} ${started.body}`);
    const sessionId = (started.json() as { id: number }).id;
    const writes: number[] = [];
    let concurrentDelay = 0;
    let concurrentTurnCpu = 0;
    for (let round = 0; round < concurrentQuestions.length / 4; round += 1) {
      let running = true;
      const writer = (async () => {
        let verses = 1;
        while (running) {
          const sent = performance.now();
          const response = await app.inject({
            method: 'PATCH',
            url: `/api/progress/session/${sessionId}`,
            headers: bearer(reader),
            payload: { versesRead: (verses += 1) },
          });
          if (response.statusCode >= 400)
            throw new Error(`heartbeat ${response.statusCode} ${response.body}`);
          writes.push(performance.now() - sent);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })();
      histogram.reset();
      histogram.enable();
      turns.start();
      await Promise.all(
        concurrentQuestions.slice(round * 4, round * 4 + 4).map((question) => chat(question)),
      );
      histogram.disable();
      concurrentDelay = Math.max(concurrentDelay, histogram.max / 1e6);
      concurrentTurnCpu = Math.max(concurrentTurnCpu, turns.stop());
      running = false;
      await writer;
    }
    mark('end');
    console.log(`4 replies at once (${concurrentQuestions.length / 4} rounds), heartbeat every 10 ms:`);
    console.log(
      `  write ms: n ${writes.length}, p50 ${percentile(writes, 50).toFixed(0)}, p99 ${percentile(writes, 99).toFixed(0)}, max ${Math.max(...writes).toFixed(0)}; longest event-loop delay ${concurrentDelay.toFixed(0)} ms, longest CPU stretch ${concurrentTurnCpu.toFixed(0)} ms`,
    );
    const out = argument('--out');
    if (out)
      await writeFile(
        out,
        JSON.stringify(
          replies.map(({ question, refs }) => ({ question, refs })),
          null,
          2,
        ),
      );
  } finally {
    await app.close();
    await database.drop();
  }
}

await main();
