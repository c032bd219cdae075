import { screenUserMessage } from '../message-screen';

/** The rule that blocks a message, or 'allowed': what the class tests assert on. */
export const ruleOf = (message: string): string => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};
