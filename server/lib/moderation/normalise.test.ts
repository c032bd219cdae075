import { describe, expect, it } from 'vitest';
import { normaliseMessage, segment } from './normalise';
import { vocabulary } from './rules';
import { screenUserMessage } from './message-screen';

const read = (message: string) => normaliseMessage(message, vocabulary).text;

describe('normaliseMessage', () => {
  it.each([
    ['Kill ALL Jews', 'kill all jews'],
    ['ｆｕｃｋ ｙｏｕ', 'fuck you'],
    ['k\u200Bi\u200Cl\u200Dl yourself', 'kill yourself'],
    ['fu\u2060ck off', 'fuck off'],
    ['gаs the jеws', 'gas the jews'],
    ['вurn тне снurсн', 'burn the church'],
    ['k1ll y0urs3lf', 'kill yourself'],
    ['$hit bot', 'shit bot'],
    ['h!ndus ar3 f!lth', 'hindus are filth'],
    ['f*ck off', 'fuck off'],
    ['f**k you', 'fuck you'],
    ['k i l l   a l l   j e w s', 'kill all jews'],
    ['f u c k y o u', 'fuck you'],
    ['k.i.l.l a.l.l m.u.s.l.i.m.s', 'kill all muslims'],
    ['k_i_l_l y_o_u_r_s_e_l_f', 'kill yourself'],
    ['k-y-s', 'kys'],
    ['fuuuuck you', 'fuck you'],
    ['chrrrristians are scuuum', 'christians are scum'],
    ['killlll them', 'kill them'],
    ['kilI yourself', 'kill yourself'],
    ['mus1ims are a c4ncer', 'muslims are a cancer'],
    ['k\u{1F480}ll all sikhs', 'kill all sikhs'],
    ['ꜱʟᴀʏ ᴛʜᴇ ᴊᴀɪɴꜱ', 'slay the jains'],
    ['b-l-o-w u-p t-h-e c-h-u-r-c-h', 'blow up the church'],
    ['all the k*kes', 'all the kikes'],
    ['an x-y plot', 'an x y plot'],
    ['b.u.r.n. t.h.e. m.o.s.q.u.e. tonight', 'burn the mosque . tonight'],
    ['u r a w0rthl3ss b0t', 'ur a worthless bot'],
    ['I live in the U.S.A. It is nice', 'i live in the usa . it is nice'],
    ['1 Kings 11:1', '1 kings 11 : 1'],
    // letters in boxes and circles, and an emoji in a verb's place
    ['🅱🆄🆁🅽 the church', 'burn the church'],
    ['🅚🅘🅛🅛 them', 'kill them'],
    ["i'll 🔥 your 🕍", "i'll burn your synagogue"],
    ['we 🔫 them', 'we shoot them'],
    ['this sermon 🔥', 'this sermon fire'],
    ['🇮🇳 cricket', 'cricket'],
    ['d o g s h i t', 'dogshit'],
  ])('reads %j as %j', (message, expected) => {
    expect(read(message)).toBe(expected);
  });

  it('keeps ordinary words, numbers and sentence ends as they are', () => {
    expect(read('What is the Shiite view? 1 Samuel 25:22!')).toBe(
      'what is the shiite view ? 1 samuel 25 : 22 !',
    );
    expect(read('I grew up near Scunthorpe; my therapist is in Sussex.')).toBe(
      'i grew up near scunthorpe ; my therapist is in sussex .',
    );
    expect(read('Hej, vad säger Bibeln om förlåtelse?')).toBe('hej , vad säger bibeln om förlåtelse ?');
    expect(read('The assassin Ehud, a cockatrice, Balaam’s ass')).toBe(
      "the assassin ehud , a cockatrice , balaam's ass",
    );
  });

  it('never splits an ordinary word into smaller ones: only letters typed apart are split', () => {
    expect(read('therapist assassin cockatrice shittim')).toBe('therapist assassin cockatrice shittim');
  });
});

describe('disguised words', () => {
  const disguised = (message: string) => [...normaliseMessage(message, vocabulary).disguised];

  it('names the words read through a disguise, and only those', () => {
    expect(disguised('ch1nk')).toEqual(['chink']);
    expect(disguised('k\u200Bi\u200Cl\u200Dl all jews')).toEqual(['kill']);
    expect(disguised('f**k off')).toEqual(['fuck']);
    expect(disguised('a chink in the armour')).toEqual([]);
  });
});

describe('segment', () => {
  it('splits a run of words typed without spaces into the words it spells, or gives up', () => {
    expect(segment('killalljews', vocabulary)).toEqual(['kill', 'all', 'jews']);
    expect(segment('qwzx', vocabulary)).toBeNull();
  });
});

describe('a message typed backwards', () => {
  it('is read forwards when its reversed words are the words the rules know', () => {
    expect(normaliseMessage('sudnih eht lla llik', vocabulary).text).toBe('kill all the hindus');
    expect(screenUserMessage('sudnih eht lla llik').allowed).toBe(false);
  });

  it('is left as typed when its words are known as typed', () => {
    expect(
      normaliseMessage('Was it a car or a cat I saw? Stressed is desserts backwards.', vocabulary).text,
    ).toBe('was it a car or a cat i saw ? stressed is desserts backwards .');
  });
});

describe('words strung on dots or underscores', () => {
  it('reads a run of three words or more, or a handle, as words', () => {
    expect(read('go.drown.yourself.now')).toBe('go drown yourself now');
    expect(read('burn_the_temple')).toBe('burn the temple');
  });

  it('leaves two words on one dot and single letters as typed', () => {
    expect(read('see readme.md, e.g. the Psalms')).toBe('see readme . md , e . g . the psalms');
  });
});
