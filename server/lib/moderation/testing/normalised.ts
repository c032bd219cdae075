import { normaliseMessage } from '../normalise';
import { vocabulary } from '../rules';

/** A message as the whole-message rules read it: its normalised words, joined by spaces. */
export const normalised = (message: string): string => normaliseMessage(message, vocabulary).words.join(' ');
