import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { describe, expect, it } from 'vitest';
import { classifyOpenAiError } from './openai-client';

const refused = new Set([400, 422]);
const apiError = (status: number, body: unknown, message?: string) =>
  APIError.generate(status, body as object, message, new Headers());

describe('classifyOpenAiError', () => {
  it("passes a refusal on with the upstream's own message", () => {
    expect(
      classifyOpenAiError(apiError(400, { error: { message: 'Invalid voice: baritone' } }), refused),
    ).toEqual({
      kind: 'refused',
      status: 400,
      reason: 'Invalid voice: baritone',
    });
  });

  it('quotes a refusal that is not OpenAI-shaped JSON as the upstream wrote it', () => {
    expect(classifyOpenAiError(apiError(422, undefined, 'unreadable audio'), refused)).toEqual({
      kind: 'refused',
      status: 422,
      reason: 'unreadable audio',
    });
  });

  it('names the status of any other upstream answer, never its text', () => {
    expect(classifyOpenAiError(apiError(401, { error: { message: 'Incorrect API key' } }), refused)).toEqual({
      kind: 'unavailable',
      detail: 'HTTP 401',
    });
  });

  it('says how long it waited on a timeout, and quotes a connection failure', () => {
    expect(classifyOpenAiError(new APIConnectionTimeoutError(), refused)).toEqual({
      kind: 'unavailable',
      detail: 'no answer in 30 seconds',
    });
    expect(classifyOpenAiError(new APIConnectionError({ message: 'Connection error.' }), refused)).toEqual({
      kind: 'unavailable',
      detail: 'Connection error.',
    });
  });
});
