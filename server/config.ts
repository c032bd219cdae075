import path from 'node:path';
import { z } from 'zod';
import { trustProxySetting } from './lib/trust-proxy';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z.url().optional();

/** Every environment variable the server reads. `.env.example` documents each one. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The built client the server serves (a copy elsewhere lets a test serve one build while another is made). */
  CLIENT_DIR: z.string().min(1).default('./dist/client'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // A hung PostgreSQL must cost a request a 503, not hang it: opening a connection or waiting for a free pool slot
  // gives up after DATABASE_CONNECT_TIMEOUT_MS, a statement after DATABASE_QUERY_TIMEOUT_MS (the corpus importer
  // and migrations have their own connections without a statement limit).
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  // How long the server keeps retrying an unreachable PostgreSQL at start before it exits.
  DATABASE_START_TIMEOUT_S: z.coerce.number().int().min(0).max(86_400).default(60),
  // Shared state of several app servers (rate limits, cache invalidation); unset: one server keeps it in memory.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  // Put before every key and channel, so several apps (or test runs) can share one Redis.
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('sacred-circle:'),
  // A Redis command that has not answered within this many milliseconds counts as an outage.
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  // Worker processes sharing the port (default: one per core on PostgreSQL with Redis, else 1).
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  // Expensive work (a share card, ranking a theme not seen before, a transcription) runs at most this many at once
  // per server and kind, with at most HEAVY_WORK_QUEUE more waiting; past that a 503 says when to come back
  // (BUSY_RETRY_AFTER_S), so cheap requests are never stuck behind an unbounded queue.
  HEAVY_WORK_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(2),
  HEAVY_WORK_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
  BUSY_RETRY_AFTER_S: z.coerce.number().int().min(1).max(3600).default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: optionalUrl,
  // Which peers may set X-Forwarded-For/-Host/-Proto: off, a proxy hop count, or proxy addresses/CIDRs.
  TRUST_PROXY: trustProxySetting,
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  // Searches per client per minute, and how long PostgreSQL may spend on one search before it is cancelled.
  SEARCH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(120),
  SEARCH_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(3000),
  CORPUS_MIRROR: z.string().min(1).optional(),
  CORPUS_AUTO_IMPORT: booleanFromString.default(true),
  // Import the small fixture library committed in server/corpus/fixtures instead of the full remote sources:
  // tests, and development without the mirror or a network. Its imports are versioned apart from the full ones.
  CORPUS_FIXTURES: booleanFromString.default(false),
  // Which sources the background import takes (ids like 'buddhism:dhp' or whole traditions, comma-separated);
  // empty: all of them. For a smaller library on a small machine, and for tests that watch a short import.
  CORPUS_SOURCES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  CORPUS_BASE_URL: z.url().default('https://raw.githubusercontent.com'),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  // How long the scholar waits for the model's first text, and for its whole reply, before the offline guide
  // answers instead; and how often a streamed answer sends a keep-alive comment while it waits (proxies close
  // connections that stay silent for a minute or so).
  LLM_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().min(10).max(600_000).default(30_000),
  LLM_TOTAL_TIMEOUT_MS: z.coerce.number().int().min(10).max(3_600_000).default(120_000),
  CHAT_HEARTBEAT_MS: z.coerce.number().int().min(10).max(600_000).default(15_000),
  // Chat, streaming and compare calls per user per minute; AI answers per free-tier user per UTC day.
  CHAT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(20),
  FREE_DAILY_AI_QUOTA: z.coerce.number().int().min(0).max(1_000_000).default(50),
  // Posts (reflections, replies, questions to the scholar) per member per minute, across all their circles; how
  // often a circle's live stream sends a keep-alive comment and checks that its reader is still a member.
  CIRCLE_POST_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  CIRCLE_EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(10).max(600_000).default(25_000),
  // Free AI answers per client IP per UTC day, whoever asks: new guests or accounts cannot mint fresh quotas.
  // Several times the per-user quota, so a household or office behind one address is not starved.
  FREE_DAILY_AI_QUOTA_PER_IP: z.coerce.number().int().min(0).max(10_000_000).default(200),
  ELEVENLABS_API_KEY: z.string().min(1).optional(),
  TTS_BASE_URL: optionalUrl,
  TTS_API_KEY: z.string().min(1).optional(),
  // Overridable so tests (and compatible proxies) can point the ElevenLabs provider at another server.
  ELEVENLABS_BASE_URL: z.url().default('https://api.elevenlabs.io'),
  TTS_MODEL: z.string().min(1).default('tts-1'),
  // Text-to-speech calls per client per minute (cached audio counts too).
  TTS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(90),
  // An OpenAI-compatible POST /audio/transcriptions for voice input where the browser has no recogniser.
  TRANSCRIPTION_BASE_URL: optionalUrl,
  TRANSCRIPTION_API_KEY: z.string().min(1).optional(),
  TRANSCRIPTION_MODEL: z.string().min(1).default('whisper-1'),
  // Recordings transcribed per user (per browser for a visitor) per minute.
  TRANSCRIPTION_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(20),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Sacred Circle <no-reply@sacredcircle.local>'),
  // Shown on the landing page and the legal pages (GET /api/contact); OPERATOR_EMAIL receives the contact form.
  CONTACT_EMAIL: z.email('must be an email address').default('contact@sacredcircle.local'),
  CONTACT_PHONE: z.string().min(3).max(40).optional(),
  CONTACT_LOCATION: z.string().min(2).max(120).default('Online, for seekers everywhere'),
  OPERATOR_EMAIL: z.email('must be an email address').optional(),
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(5),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  // Overridable so tests (and Google-compatible providers) can point sign-in at another server.
  GOOGLE_AUTHORIZE_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(1).max(86_400).default(900),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  // One-time codes sent to one e-mail address or phone number, and for one account, per hour (on top of the
  // 60 s resend cooldown): nobody can use the app to flood someone's inbox or phone.
  CODE_SENDS_PER_DESTINATION_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
  CODE_SENDS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  // New guest identities per client IP per hour; a visitor over it is answered without one (see README).
  GUEST_CREATE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(20),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM_NUMBER: z.string().min(1).optional(),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  // Web Push for reading-plan reminders: the VAPID key pair (base64url, as `web-push generate-vapid-keys` prints
  // it); unset, a pair is generated once into DATA_DIR/vapid-keys.json. Several servers must share one pair.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  // Who push services contact about our pushes: a mailto: or https: URL (default: mailto:CONTACT_EMAIL).
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// URL')
    .optional(),
  // How often each server looks for reminders that are due, in seconds; 0 stops it (tests drive it by hand).
  REMINDER_POLL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // Retention, as the privacy page states it (GET /api/legal/retention): a guest and all its data go after this
  // many days without a request; chat messages after this many months; the content kept with a deleted account's
  // pseudonymised moderation records after this many days.
  GUEST_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  CHAT_RETENTION_MONTHS: z.coerce.number().int().min(1).max(240).default(24),
  MODERATION_CONTENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  // How often the retention job runs (once across all app servers), in minutes; 0 stops its timer.
  RETENTION_RUN_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
});

export type Config = z.infer<typeof configSchema> & {
  /** DATA_DIR resolved against the working directory. */
  dataDir: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; a bad value fails with one readable line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO=) means "unset", as most .env tooling treats it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
