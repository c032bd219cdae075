/**
 * The scholar's benchmark: POST /api/chat/compare across the five traditions (goal: p95 under 100 ms with the
 * offline guide; docs/product.md, Speed goals) and the offline guide's reply time for POST /api/chat, one request at a time
 * over HTTP against the real app on the full library.
 *
 * Cold: the first request for a theme or question in the process (full-text ranking of the whole library).
 * Warm: the same again (retrieval is cached in-process; the reply is still composed, checked and stored).
 * Presets: the compare panel's ten themes after the start-up ranking the server does when it listens.
 *
 *   npx tsx bench/compare.ts [--driver pglite|postgres|both] [--rounds 3]
 */
import { compareThemes } from '../common/api/chat';
import {
  benchDatabaseTarget,
  buildBenchApp,
  ensureCorpus,
  parseArgs,
  type Driver,
} from './chapter-read.server';

const customThemes = [
  'forgiveness',
  'death',
  'marriage',
  'patience',
  'gratitude',
  'humility',
  'anger',
  'charity',
  'truth',
  'fear',
  'prayer',
  'wealth',
  'peace',
  'suffering',
  'kindness to animals',
  'the duty of children to parents',
  'strangers and foreigners',
  'the end of the world',
  'light and darkness',
  'fasting',
];

const questions = [
  'How can I forgive someone who hurt me?',
  'Why do good people suffer?',
  'What happens to the soul after death?',
  'Is hell eternal?',
  "Why does the Qur'an mention fighting?",
  'How should I treat strangers?',
  'What is true wisdom?',
  'How do I control my anger?',
  'Is it wrong to be rich?',
  'How should I pray?',
  'What is the purpose of life?',
  'What does John 3:16 mean?',
  'How do I overcome fear?',
  'Can a person change after doing evil?',
  'What is karma?',
  'How do I find peace of mind?',
  'What do the texts say about honesty?',
  'How should husbands and wives treat each other?',
  'What is faith?',
  'What do they teach about gratitude?',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const round1 = (value: number) => Math.round(value * 10) / 10;

function summary(timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: round1(percentile(sorted, 0.5)),
    p95: round1(percentile(sorted, 0.95)),
    max: round1(sorted.at(-1)!),
  };
}

async function timed(url: string, token: string, body: object): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return ms;
}

async function benchDriver(driver: Driver, rounds: number) {
  await ensureCorpus(driver);
  process.env.CHAT_RATE_LIMIT_MAX = '100000';
  process.env.FREE_DAILY_AI_QUOTA = '1000000';
  process.env.FREE_DAILY_AI_QUOTA_PER_IP = '10000000';
  process.env.GUEST_CREATE_RATE_LIMIT_MAX = '100000';
  process.env.AUTH_RATE_LIMIT_MAX = '1000';
  const app = await buildBenchApp(driver);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const username = `bench${Date.now().toString(36)}`;
    const signUp = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        password: 'Bench-password-1',
        email: `${username}@example.org`,
        firstName: 'Bench',
        lastName: 'Mark',
      }),
    });
    const { accessToken } = (await signUp.json()) as { accessToken: string };
    const compare = (theme: string) =>
      timed(`${base}/api/chat/compare`, accessToken, { theme, sessionId: 'bench', maxVersesPerReligion: 5 });
    const ask = (message: string) =>
      timed(`${base}/api/chat`, accessToken, { sessionId: `bench-${Date.now()}`, message });

    // Warm-up: the first request pays for loading WordNet and the English stemmer dictionary.
    await ask('What is mercy?');
    // The server ranks the preset themes in the background when it listens: let it finish first.
    await new Promise((resolve) => setTimeout(resolve, 8000));

    const compareCold: number[] = [];
    for (const theme of customThemes) compareCold.push(await compare(theme));
    const compareWarm: number[] = [];
    const presets: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const theme of customThemes) compareWarm.push(await compare(theme));
      for (const theme of compareThemes) presets.push(await compare(theme));
    }
    const chatCold: number[] = [];
    for (const question of questions) chatCold.push(await ask(question));
    const chatWarm: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const question of questions) chatWarm.push(await ask(question));
    }
    const compareWarmSummary = summary(compareWarm);
    console.log(
      JSON.stringify(
        {
          driver,
          target: benchDatabaseTarget(driver),
          compare: {
            cold: summary(compareCold),
            warm: compareWarmSummary,
            presetThemes: summary(presets),
          },
          offlineReply: { cold: summary(chatCold), warm: summary(chatWarm) },
          goals: { compareP95UnderMs: 100, warmMet: compareWarmSummary.p95 < 100 },
        },
        null,
        2,
      ),
    );
  } finally {
    await app.close();
  }
}

const args = parseArgs(process.argv.slice(2));
const drivers: Driver[] =
  args.driver === 'both' || !args.driver ? ['pglite', 'postgres'] : [args.driver as Driver];
for (const driver of drivers) await benchDriver(driver, Number(args.rounds ?? 3));
