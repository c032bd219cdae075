import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import sacredCircle from './eslint-rules.mjs';

const root = '/repo';
const linter = new Linter({ cwd: root, configType: 'flat' });
const config: Linter.Config[] = [
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser as Linter.Parser, sourceType: 'module' },
    plugins: { 'sacred-circle': sacredCircle },
    rules: {
      'sacred-circle/feature-boundaries': 'error',
      'sacred-circle/kebab-case-filenames': 'error',
      'sacred-circle/no-private-citations': 'error',
    },
  },
];

const lint = (file: string, code: string) =>
  linter.verify(code, config, { filename: `${root}/${file}` }).map((message) => message.message);

describe('feature-boundaries', () => {
  it('stops a server feature importing another server feature', () => {
    expect(lint('server/features/chat/service.ts', "import { findVerses } from '../reader/store';")).toEqual([
      "The server feature 'chat' must not import the internals of feature 'reader'; move what both need to server/lib/ or common/.",
    ]);
    expect(
      lint('server/features/chat/routes.ts', "export { readerRoutes } from '../reader/routes';"),
    ).toHaveLength(1);
    expect(
      lint('server/features/chat/service.ts', "const store = await import('../journey/store');"),
    ).toHaveLength(1);
  });

  it('stops a client feature importing another client feature, through the @/ alias too', () => {
    expect(
      lint(
        'client/src/features/chat/chat-panel.tsx',
        "import { VerseList } from '@/features/reader/verse-list';",
      ),
    ).toEqual([
      "The client feature 'chat' must not import the internals of feature 'reader'; move what both need to client/src/lib/ or common/.",
    ]);
    expect(
      lint('client/src/features/chat/chat-panel.tsx', "import { ReaderPage } from '../reader/reader-page';"),
    ).toHaveLength(1);
  });

  it('allows a feature its own files, shared code, common/ and packages', () => {
    const code = [
      "import { chatStore } from './store';",
      "import { badRequest } from '../../lib/http-error';",
      "import { chatRequestSchema } from '../../../common/api/chat';",
      "import { sql } from 'drizzle-orm';",
      "import { users } from '../../db/schema/users';",
    ].join('\n');
    expect(lint('server/features/chat/service.ts', code)).toEqual([]);
    expect(
      lint(
        'client/src/features/chat/chat-panel.tsx',
        "import { apiRequest } from '@/lib/api-request';\nimport { personas } from '@common/personas';",
      ),
    ).toEqual([]);
  });

  it('lets the app shell wire features together', () => {
    expect(lint('server/app.ts', "import { healthRoutes } from './features/health/routes';")).toEqual([]);
    expect(
      lint('client/src/app/routes.tsx', "import { LandingPage } from '@/features/landing/landing-page';"),
    ).toEqual([]);
  });

  it('keeps shared code and the layers in their lanes', () => {
    expect(lint('server/lib/spa.ts', "import { checkHealth } from '../features/health/service';")).toEqual([
      "Shared code in server/lib/ must not depend on the feature 'health'.",
    ]);
    expect(lint('common/api/chat.ts', "import type { Config } from '../../server/config';")).toEqual([
      'common/ is shared by client and server and must not import from server/.',
    ]);
    expect(
      lint('client/src/lib/api-request.ts', "import { loadConfig } from '../../../server/config';"),
    ).toEqual(['The client must not import server code; share contracts through common/.']);
    expect(
      lint(
        'server/features/auth/service.ts',
        "import { queryClient } from '../../../client/src/lib/query-client';",
      ),
    ).toEqual(['The server must not import client code; share contracts through common/.']);
  });
});

describe('kebab-case-filenames', () => {
  it('accepts kebab-case names with any number of extensions', () => {
    expect(lint('server/features/health/health.int.test.ts', 'export {};')).toEqual([]);
    expect(lint('client/src/features/journey/progress-dashboard.tsx', 'export {};')).toEqual([]);
  });

  it('names the file and suggests the kebab-case spelling', () => {
    expect(lint('client/src/features/journey/ProgressDashboard.tsx', 'export {};')).toEqual([
      "'ProgressDashboard.tsx' is not kebab-case; rename it to 'progress-dashboard.tsx'.",
    ]);
    expect(lint('server/features/reading_sessions/store.ts', 'export {};')).toEqual([
      "'reading_sessions' is not kebab-case; rename it to 'reading-sessions'.",
    ]);
  });
});

describe('no-private-citations', () => {
  const file = 'server/features/chat/service.ts';
  const citation = (what: string) =>
    `This comment cites ${what}, which a newcomer does not have: say the reason here, or point to the section of docs/product.md that gives it.`;

  // The citations below are spelled with escapes (\u00a7 is the section sign, \x23 '#', \x2e '.') so that this file
  // does not itself read as a comment citing private documents to a search through the source.
  it('flags comments citing a section of the spec, the design notes or an issue number', () => {
    expect(lint(file, '/** Spec \u00a79: the toast lasts 5 s. */\nexport const a = 1;')).toEqual([
      citation('a section of the product spec'),
    ]);
    expect(lint(file, '// as \u00a74 says\nexport const a = 1;')).toEqual([
      citation('a section of the product spec'),
    ]);
    expect(
      lint(file, '/* Goals (DESIGN\x2emd \u00a76): p95 under 50 ms. */\nexport const a = 1;'),
    ).toHaveLength(1);
    expect(lint(file, '// Found by the fuzzer (issue \x2311).\nexport const a = 1;')).toEqual([
      citation('an issue number'),
    ]);
    expect(lint(file, '// Issue\x202: the catalog columns.\nexport const a = 1;')).toHaveLength(1);
    expect(lint(file, '// Fixed in \x2342.\nexport const a = 1;')).toEqual([citation('an issue number')]);
  });

  it('leaves reasons, pointers to docs/product.md, colours and code alone', () => {
    expect(
      lint(file, '// The toast lasts 5 s (see docs/product.md, Interface).\nexport const a = 1;'),
    ).toEqual([]);
    expect(
      lint(file, "// Text colour #111 on #1a1a1a, and the spec's wording.\nexport const a = 1;"),
    ).toEqual([]);
    expect(lint(file, "export const citation = 'spec \u00a79 in a string is not a comment';")).toEqual([]);
  });
});
