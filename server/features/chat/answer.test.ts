import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { defaultPersona } from '../../../common/personas';
import { loadConfig } from '../../config';
import type { Guide, GuideRequest, Passage } from './guide/guide';
import { answer } from './answer';

const leviticus: Passage = {
  ref: { religion: 'christianity', book: 'Leviticus', chapter: 19, verse: 18 },
  reference: 'Leviticus 19:18',
  religion: 'christianity',
  book: 'Leviticus',
  chapter: 19,
  verse: 18,
  text: 'You shall not take vengeance, nor bear any grudge against the children of your people.',
  translation: 'web',
  translationName: 'World English Bible',
};

const request: GuideRequest = {
  question: 'Is revenge allowed?',
  persona: defaultPersona,
  traditions: ['christianity'],
  passages: { christianity: [leviticus] },
  history: [],
  context: { religion: null, book: null, chapter: null },
  themes: [],
};

const model: Guide = {
  kind: 'openai-compatible',
  async *reply() {
    yield 'Leviticus 19:18 says “You shall take vengeance.” John 3:16 agrees. ';
    yield 'Love wins.';
  },
};

describe('answer with a model', () => {
  it('logs what grounding took out or replaced, with counts', async () => {
    const lines: { data: unknown; message: string }[] = [];
    const log = {
      warn: (data: unknown, message: string) => lines.push({ data, message }),
    } as unknown as FastifyBaseLogger;
    const result = await answer(
      { db: undefined as never, guide: model, config: loadConfig({}), log },
      request,
      null,
    );
    expect(result.content).toBe(
      'Leviticus 19:18 says “You shall not take vengeance, nor bear any grudge against the children of your people.” Love wins.',
    );
    expect(result.grounding).toEqual({ referencesDropped: 1, quotesReplaced: 1, quotesRemoved: 0 });
    expect(lines).toEqual([
      {
        data: {
          grounding: { referencesDropped: 1, quotesReplaced: 1, quotesRemoved: 0 },
          droppedReferences: ['John 3:16'],
          replacedQuotations: ['Leviticus 19:18'],
        },
        message: 'scholar reply grounded: unfounded references or quotations were taken out or replaced',
      },
    ]);
  });
});

describe('answer from the library', () => {
  /** A database that records what it is asked and finds no reference. */
  function countingDatabase() {
    const asked: unknown[] = [];
    const db = {
      execute: async (statement: unknown) => {
        asked.push(statement);
        return { rows: [] };
      },
    };
    return { asked, db: db as never };
  }
  const offline: Guide = { kind: 'offline', reply: () => (async function* () {})() };
  const log = { warn: () => undefined } as unknown as FastifyBaseLogger;

  it('keeps the references of the passages it quotes without asking the database', async () => {
    const { asked, db } = countingDatabase();
    const result = await answer({ db, guide: offline, config: loadConfig({}), log }, request, null);
    expect(result.content).toContain('Leviticus 19:18');
    expect(result.kept).toEqual([{ religion: 'christianity', book: 'Leviticus', chapter: 19, verse: 18 }]);
    expect(asked).toHaveLength(0);
  });

  it('asks the database for a reference no passage holds, and drops its sentence when the library lacks it', async () => {
    const { asked, db } = countingDatabase();
    const result = await answer(
      { db, guide: offline, config: loadConfig({}), log },
      null,
      'Please ask about scripture. John 3:16 is a good start.',
    );
    expect(asked).toHaveLength(1);
    expect(result.content).toBe('Please ask about scripture.');
    expect(result.kept).toEqual([]);
  });
});
