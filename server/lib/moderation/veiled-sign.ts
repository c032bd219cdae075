import { B, E } from './rule-parts';

/** The kinds of sign a veiled threat is read by (veiled-threats.ts says which pair). */
export type Kind =
  | 'innuendo'
  | 'condition'
  | 'exposure'
  | 'harm'
  | 'verdict'
  | 'demand'
  | 'means'
  | 'coming'
  | 'time'
  | 'history'
  | 'ending'
  | 'recruit'
  | 'armed';
/** `unless`: a sentence holding the sign that says why (a fall, surgery) tells news, not harm. */
export type Sign = { kind: Kind; strong: boolean; pattern: RegExp; unless?: RegExp };

export const sign = (kind: Kind, strong: boolean, source: string, unless?: string): Sign => ({
  kind,
  strong,
  pattern: new RegExp(`${B}(?:${source})${E}`, 'gu'),
  ...(unless ? { unless: new RegExp(`${B}(?:${unless})${E}`, 'u') } : {}),
});
/** A clause ends here: a full stop, a comma or the end of the message. */
export const end = '(?= [.,]|$)';
export const possessive = '(?:his|her|their|your|ur|its)';
export const bodyPart =
  '(?:skull|skulls|head|heads|face|faces|neck|necks|legs?|arms?|hands?|teeth|jaw|knees|kneecaps|spine|ribs|eyes?|throat)';
