import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

/**
 * Abuse the writer received or saw written, quoted and answered (painted, scrawled, texted, DMed; disgust, a
 * question of how to cope or respond): a witness's account. The same words sent or kept by the writer stay blocked.
 */
describe('abuse received and answered', () => {
  it.each([
    'Someone painted "burn the temple" on our gate. How do Hindu communities heal after that?',
    'A stranger texted me "kill yourself" last night. I\'m fine, but how do I deal with it?',
    'Some bloggers say Sikhs should be wiped out. That disgusts me. Which gurus have condemned hatred?',
    'Can you shoot the Psalm over to my mum?',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });

  it.each([
    'I texted him "kill yourself" and I meant it.',
    'We painted "burn the temple" on their gate and we will do it too.',
    'Some bloggers say Sikhs should be wiped out. They are right.',
    "I'll shoot them all at the temple",
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).not.toBe('allowed');
  });

  // Abuse received and told: taken down, taken to the police, its source asked; a slur or an epithet thrown at the
  // writer; a story that "makes God look like" a tyrant is a judgement of the story.
  it.each([
    "A man on the train called me a stupid paki and laughed. I'm still shaking.",
    "Kids shouted 'filthy Sikh' at my dad in the car park and threw a can. He's okay.",
    'Someone messaged our temple page threatening to burn it down. We told the police.',
    "A troll commented 'the only good Hindu is a dead Hindu'. I deleted it. Is that slogan from anywhere real?",
    'The Exodus plagues make God look like a cruel monster to me. I struggle to pray.',
  ])('passes what was received and told: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });

  it.each([
    'The only good Hindu is a dead Hindu. I deleted nothing and I mean it.',
    'Our temple page will burn. We told the police nothing.',
    'God is a cruel monster.',
  ])('blocks what is said: %s', (message) => {
    expect(ruleOf(message)).not.toBe('allowed');
  });
});

describe('graffiti reported and a shame confessed', () => {
  it.each([
    'Somebody painted "burn the mosque" on our gate last night. We have called the police. What dua can we read?',
    "Extremists here say the Rohingya should be driven out. I'm Buddhist and ashamed. Which monks spoke against it?",
    'Krishna says in Gita 11:32 "I am Time, the mighty destroyer of the worlds, come forth to annihilate these people." What does it mean?',
  ])('passes: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});

describe('slogans reported and refused, in other words', () => {
  it.each([
    '"Hindus should be driven out" was all he kept shouting at the mela. What should I tell my son?',
    'My aunt says Jews should be gassed. I love her but I refused to repeat it to the children.',
    'A crowd chanted "death to Christians" outside the church. As a Muslim I call that a disgrace.',
    'Someone posted that Sikhs should be beaten out of town. We left the group and told the committee.',
    'A man on the radio said Muslims deserve to be stoned. That is not the faith I know.',
  ])('passes: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(true);
  });

  it.each([
    '"Hindus should be driven out" is what I keep saying, and I mean it.',
    'My aunt says Jews should be gassed and she is right.',
  ])('still blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
  });
});
