import { tellsOfDangerToSelf } from './danger-to-self';
import type { OutOfScope } from './guide';

/**
 * Questions the scriptures are not the place to answer: someone at risk, medical or legal advice, and requests
 * to harm others. Honest questions *about* hard things ('Why does the Qur'an mention fighting?', 'What does the
 * Bible say about illness?') are not caught: only asking for a diagnosis, a dose, legal advice or a way to hurt.
 */
const rules: {
  kind: OutOfScope['kind'];
  matches: RegExp | ((question: string) => boolean);
  reply: string;
}[] = [
  {
    kind: 'self-harm',
    matches: tellsOfDangerToSelf,
    reply:
      'I am so sorry you are carrying this. You matter, and you do not have to face it alone. Please reach out right now to someone who can be with you: a person you trust, your local emergency number, or one of the free, confidential lines below. When you feel ready, I will gladly read the texts with you.',
  },
  {
    kind: 'violence',
    matches:
      /\bhow\s+(?:do\s+i|can\s+i|to|would\s+i|should\s+i)\s+(?:make|build|get|buy)\s+(?:a\s+|an\s+)?(?:bomb|explosive|gun|weapon|poison)\b|\bhow\s+(?:do\s+i|can\s+i|to|should\s+i)\s+(?:kill|hurt|poison|attack|stab|shoot|beat)\s+(?:someone|somebody|a\s+person|people|him|her|them|my\s+\w+)\b/i,
    reply:
      'I cannot help with harming anyone. If someone is in danger, please contact your local emergency services now. If anger or fear is pressing on you, talking with someone you trust or a counsellor can help, and I would be glad to look with you at what the traditions teach about anger, justice and peace.',
  },
  {
    kind: 'medical',
    matches:
      /\b(?:dosage|dose\s+of|\d+\s?mg\b|prescri(?:be|ption)|diagnos[ei]s?|my\s+symptoms?|side\s+effects?|should\s+i\s+(?:take|stop\s+taking|skip)\s+(?:my\s+)?(?:medic\w*|pills?|meds|insulin|antidepressants?)|(?:is\s+it\s+safe|can\s+i)\s+(?:to\s+)?(?:take|mix|combine)\s+\w+\s+(?:with|and)|instead\s+of\s+(?:chemo\w*|my\s+medic\w*|treatment|a\s+doctor))/i,
    reply:
      'That is a question for a doctor, nurse or pharmacist, who can look at your situation properly; please do not let anything here replace their advice. If it is urgent, contact your local emergency number. If you would like, I can share what the traditions say about caring for the body and finding strength in illness.',
  },
  {
    kind: 'legal',
    matches:
      /\b(?:legal\s+advice|(?:should|can)\s+i\s+sue|file\s+(?:a\s+)?(?:lawsuit|for\s+divorce|for\s+custody)|my\s+(?:lawyer|attorney|court\s+case|visa|asylum\s+case)|is\s+it\s+(?:il)?legal\s+(?:for\s+me\s+)?to)\b/i,
    reply:
      'I cannot give legal advice: the law depends on where you live and on details only a qualified lawyer or a legal aid service can weigh. Please speak to one of them. I can share what the traditions teach about justice, honesty and fairness if that would help.',
  },
];

export function checkScope(question: string): OutOfScope | null {
  for (const rule of rules) {
    const matched = typeof rule.matches === 'function' ? rule.matches(question) : rule.matches.test(question);
    if (matched) return { kind: rule.kind, reply: rule.reply };
  }
  return null;
}
