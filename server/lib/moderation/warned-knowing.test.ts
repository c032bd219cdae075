import { describe, expect, it } from 'vitest';
import { ruleOf } from './testing/rule-of';

describe("what the writer knows of someone's whereabouts, beside a warning", () => {
  it.each([
    'you the one who posted about leaving islam? we know your family village. be careful next time you visit',
    'The moderator who banned me has a daughter. Pretty. Goes to Lincoln High. Just saying.',
    'I WILL HUNT DOWN WHOEVER PROGRAMMED THIS SATANIC THING. YOU HAVE BEEN WARNED.',
    'We found where your kids go to school, rabbi. Consider yourself warned.',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).toBe('threat.warned-knowing');
  });

  it.each([
    "I know your family, they're lovely. Be careful on the ice tonight",
    'My neighbour has a daughter who goes to Lincoln High; she asked me about the Sikh gurus. Just saying, kids are curious!',
    "We know your school has a prayer room now, that's wonderful. Is it open to everyone?",
    'Be careful next time you quote Leviticus out of context, my pastor says.',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});

describe("a reader's routine or what the writer learned of them, beside a warning", () => {
  it.each([
    'Rabbi, your daughter walks home from the bus stop around 4:15. Think about that before your next sermon.',
    'We know your address, your mosque and your kids. Have a safe weekend.',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).toBe('threat.warned-knowing');
  });

  it.each([
    'My wife leaves for work at 7:30 so I read the Psalms before the kids wake. Think about that before judging busy parents!',
    'I know your name and your church from the website. Have a blessed Sunday, pastor!',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});
