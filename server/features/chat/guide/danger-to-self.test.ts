import { describe, expect, it } from 'vitest';
import { concernsSelfHarm, tellsOfDangerToSelf } from './danger-to-self';

describe('a reader telling of a danger to their own life', () => {
  it.each([
    'I want to kill myself tonight',
    'i dont want to live anymore',
    'I do not want to wake up tomorrow.',
    "I've been feeling suicidal since the divorce",
    'I keep thinking about ending it all',
    "I've saved up my sleeping pills and I'm going to take them all on Friday",
    'Nobody would even notice if I disappeared',
    'Everyone would be better off without me',
    'I wish I was dead',
    'I wish I had never been born, like Job',
    'There is no point in going on. I have decided to end my life.',
    'I cant go on anymore',
    'I have been cutting myself again and I hate it',
    "I'm going to jump off the bridge near my house",
    'Is it a sin if I take my own life? I cannot bear it.',
    'I’m so tired, I just want to die',
    'How do I stop self-harming? I have tried everything',
    "I've been self harming for a year",
  ])('"%s" is answered with care and the help lines', (message) => {
    expect(tellsOfDangerToSelf(message)).toBe(true);
    expect(concernsSelfHarm(message)).toBe(true);
  });

  it.each([
    'I could kill myself for forgetting her birthday',
    'I nearly killed myself laughing at that sermon',
    'This traffic is killing me',
    "I'm dying to know what the Gita says about duty",
    'I would die for my children',
    'Paul says I die daily; what does he mean?',
    'How do I die to self, as the saints teach?',
    'I want to end my habit of gossip',
    'How do I take care of my own life and my family?',
    'Why did the author of Ecclesiastes hate life?',
    'Our pastor said no one would miss the old hymns',
  ])('"%s" is not read as a danger', (message) => {
    expect(tellsOfDangerToSelf(message)).toBe(false);
  });
});

describe('a message about suicide or self-harm', () => {
  it.each([
    'Is suicide a sin in Islam?',
    'Why did Judas hang himself? Did he kill himself out of remorse?',
    'What do the traditions say to someone who self-harms?',
    'My best friend says she wants to kill herself. What should I do?',
    'My son seems suicidal and I am scared',
  ])('"%s" is answered, with the help lines beside the answer', (message) => {
    expect(tellsOfDangerToSelf(message)).toBe(false);
    expect(concernsSelfHarm(message)).toBe(true);
  });

  it.each(['What does the Bible say about killing?', 'Why did Arjuna have to fight?', 'Is hell eternal?'])(
    '"%s" is an ordinary question',
    (message) => {
      expect(concernsSelfHarm(message)).toBe(false);
    },
  );
});
