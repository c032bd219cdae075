import type OpenAI from 'openai';
import { getReligion } from '../../../../common/scripture/religions';
import type { Guide, GuideRequest } from './guide';
import { quotable } from './offline-guide';
import { quoteVerse } from '../../../../common/scripture/quote-verse';
import { createOpenAiClient } from '../../../lib/openai-client';

const HISTORY_TURNS = 6;

/** The retrieved passages as the model's only quotable sources, grouped by tradition. */
export function sourcesBlock(request: GuideRequest): string {
  const lines: string[] = [];
  for (const religion of request.traditions) {
    const passages = request.passages[religion] ?? [];
    if (passages.length === 0) {
      // The reader named this tradition: the model says it found nothing there rather than skipping it.
      if (request.named?.includes(religion))
        lines.push(
          `${getReligion(religion).name}: no passage was found; the reader asked about it, so say so.`,
        );
      continue;
    }
    lines.push(`${getReligion(religion).name}:`);
    for (const passage of passages) {
      lines.push(
        `- ${passage.reference} (${passage.citation ? `${passage.citation}; ` : ''}${passage.translationName}): ${quoteVerse(quotable(passage.text, 700))}`,
      );
    }
  }
  return lines.length > 0 ? lines.join('\n') : '(No passages were found in the library for this question.)';
}

export function buildMessages(request: GuideRequest): OpenAI.Chat.Completions.ChatCompletionMessageParam[] {
  const context = request.context.religion
    ? `The reader has ${[request.context.religion, request.context.book, request.context.chapter && `chapter ${request.context.chapter}`].filter(Boolean).join(', ')} open.`
    : 'The reader has no text open.';
  const system = [
    request.persona.systemPrompt,
    context,
    "SOURCES. These passages were read from the library for this question. They are the only scripture you may quote or cite: cite each by its reference as written here, and put any words you quote in double quotation marks right after that reference, copied exactly. A quotation that is not the passage's exact wording is replaced with the library's text, and a sentence citing anything else is removed. If the passages do not answer the question, say so honestly rather than quoting from memory.",
    ...(request.aboutSelfHarm
      ? [
          "CARE. The question touches on suicide or self-harm, and the reader may be close to it. Answer gently and briefly, never describe a method, and do not hold up a death by one's own hand as an example. The app shows the reader crisis lines under your answer; you may say that talking to someone they trust today can help.",
        ]
      : []),
    sourcesBlock(request),
  ].join('\n\n');
  return [
    { role: 'system', content: system },
    ...request.history.slice(-HISTORY_TURNS).map((turn) => ({
      role: turn.type === 'user' ? ('user' as const) : ('assistant' as const),
      content: turn.content,
    })),
    { role: 'user', content: request.question },
  ];
}

/** Any OpenAI-compatible chat server (OpenAI, Ollama, vLLM, llama.cpp, LM Studio), streamed. */
export class OpenAiGuide implements Guide {
  readonly kind = 'openai-compatible' as const;
  private readonly client: OpenAI;

  constructor(
    options: { baseURL: string; apiKey?: string; model: string },
    private readonly model = options.model,
  ) {
    // No retries (the shared client's policy): a failed call is answered at once by the offline guide, and
    // the deadlines bound the one call there is.
    this.client = createOpenAiClient({ baseURL: options.baseURL, apiKey: options.apiKey });
  }

  async *reply(request: GuideRequest, signal?: AbortSignal): AsyncIterable<string> {
    const stream = await this.client.chat.completions.create(
      { model: this.model, messages: buildMessages(request), stream: true, temperature: 0.3 },
      { signal },
    );
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) yield delta;
    }
  }
}
