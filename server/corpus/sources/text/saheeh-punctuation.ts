/*
 * npm quran-json's Saheeh International lost the punctuation at both ends of almost every verse: the final period,
 * comma, question mark or dash, and a quotation mark that opens or closes a verse (2:11 ended `"We are but
 * reformers`). Tanzil's same text in npm islam.js keeps it, but writes every quotation mark as ' (ours writes the
 * outer quotation with " and a quotation inside one with '). So islam.js only lends the ends a verse lost, and its
 * marks are read back as ours: a restored opening mark is the outer one, a restored closing mark closes the
 * innermost quotation the verse leaves open, and past those the quotations of a speech begun in an earlier verse.
 */

export type QuoteMark = '"' | "'";

const edgeMark = /[\s"'“”‘’.,;:!?\-–—]/;
const wordChar = /[\p{L}\p{N}]/u;
// A mark after one of these opens a quotation: 'say, "We', '[commanded], 'Do', ' - "Indeed'.
const beforeOpening = /[\s([{\-–—]/;
// The names whose first letter, 'ayn, the translation writes as an apostrophe ('Aad, 'Ayn, Seen, Qaf): a ' before
// one opens no quotation, and islam.js's ' at the start of 26:123 "'Aad denied" is that letter, lost in ours too.
// A ' before "s" (the source's "Allah 's cause") is a possessive.
const apostropheBefore = /^(?:Aad|Arafat|Ayn|Azeez|Imran|Uzza|s)\b/;

/** Splits a verse into its leading marks, its words, and its trailing marks. */
function edgesOf(text: string): { lead: string; body: string; trail: string } {
  let start = 0;
  let end = text.length;
  while (start < end && edgeMark.test(text[start]!)) start += 1;
  while (end > start && edgeMark.test(text[end - 1]!)) end -= 1;
  return { lead: text.slice(0, start), body: text.slice(start, end), trail: text.slice(end) };
}

/** What our text would read with islam.js's marks: every " a '. */
const asReference = (text: string) => text.replace(/"/g, "'");

/**
 * The quotations `text` opens and leaves open, outermost first. A " opens after a space or a bracket and closes
 * otherwise (and closes any quotation inside it with it); a ' opens a quotation before a word, closes the inner
 * quotation when it is the one open and no word follows, and is an apostrophe anywhere else (Allah's, believers').
 * A mark that closes a quotation the text never opened (a speech begun in an earlier verse) is passed over.
 */
export function quotesLeftOpen(text: string): QuoteMark[] {
  const open: QuoteMark[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const mark = text[index];
    if (mark !== '"' && mark !== "'") continue;
    const previous = index === 0 ? ' ' : text[index - 1]!;
    const next = text[index + 1] ?? ' ';
    const opens = beforeOpening.test(previous) && !/\s/.test(next);
    if (mark === '"') {
      if (opens) open.push('"');
      else if (open.includes('"')) open.length = open.lastIndexOf('"');
    } else if (apostropheBefore.test(text.slice(index + 1))) {
      continue;
    } else if (opens && (wordChar.test(next) || next === '[' || next === '(')) {
      open.push("'");
    } else if (open.at(-1) === "'" && !wordChar.test(next) && !/\s/.test(previous)) {
      open.pop();
    }
  }
  return open;
}

/**
 * One verse with the marks it lost at its ends put back from the reference (islam.js), or undefined when the two
 * differ anywhere but at the ends (78:6, where islam.js adds a gloss) or ours has an end mark the reference lacks.
 */
export function restoreVerse(ours: string, reference: string): string | undefined {
  const own = edgesOf(ours);
  const theirs = edgesOf(reference.trim());
  if (asReference(own.body) !== theirs.body) return undefined;
  if (!theirs.lead.endsWith(asReference(own.lead))) return undefined;
  if (!theirs.trail.startsWith(asReference(own.trail))) return undefined;

  // A lost opening mark is the outer quotation's; a space islam.js leaves after it (37:152 "' Allah") is dropped.
  const lostLead = theirs.lead.slice(0, theirs.lead.length - own.lead.length).replace(/\s+/g, '');
  const ayn = own.lead === '' && lostLead.endsWith("'") && apostropheBefore.test(own.body);
  const lead = ayn ? `${lostLead.slice(0, -1).replace(/'/g, '"')}'` : lostLead.replace(/'/g, '"') + own.lead;
  const open = quotesLeftOpen(lead + own.body + own.trail);

  const lostMarks = [...theirs.trail.slice(own.trail.length)];
  // Closing marks beyond those the verse opened close quotations begun in verses before it, from the inside out:
  // the outermost is ours's outer ", the one inside it ', and inside that " again (26:17 `Israel."'"`).
  let beyond = lostMarks.filter((mark) => mark === "'").length - open.length;
  let lostTrail = '';
  for (const mark of lostMarks) {
    if (mark !== "'") {
      lostTrail += mark;
      continue;
    }
    let closes: QuoteMark;
    if (open.length > 0) {
      closes = open.pop()!;
    } else {
      closes = beyond % 2 === 1 ? '"' : "'";
      beyond -= 1;
    }
    // 'society... '' is a closing mark, not an opening one: no space before it, unless it follows another mark
    // ('.' "', the inner quotation's close and then the outer's, as ours writes it inside verses).
    if (/[^'"]\s$/.test(own.trail + lostTrail)) lostTrail = lostTrail.trimEnd();
    lostTrail += closes;
  }
  return lead + own.body + own.trail + lostTrail;
}
