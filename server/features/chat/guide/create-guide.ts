import type { Config } from '../../../config';
import type { Guide } from './guide';
import { OfflineGuide } from './offline-guide';
import { OpenAiGuide } from './openai-guide';

/** The OpenAI-compatible provider when LLM_BASE_URL is set, else the offline grounded guide. */
export function createGuide(config: Config): Guide {
  if (config.LLM_BASE_URL) {
    return new OpenAiGuide({
      baseURL: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
      model: config.LLM_MODEL,
    });
  }
  return new OfflineGuide();
}
