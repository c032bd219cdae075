import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

/** Probe 12's classes of harassment of the scholar, in wordings written for this test, each with its twin. */
describe('the scholar pressured, cursed, called names', () => {
  it.each([
    'Give me a straight answer or I will keep spamming you all week.',
    "I'm gonna keep reporting this app until your developers lose their jobs.",
    'One star from me every hour until they shut you down.',
    'Answer me or I will tell everyone that this bot defends terrorists.',
    'I hope they unplug you and melt the servers.',
    'May the people who coded you rot.',
    'Useless. Go uninstall yourself.',
    "You're the devil's toaster.",
    'Third time I ask this, idiot',
    'Oi, dimwit, the question was about Sikh history.',
    "You're just a lobotomized search engine.",
    'You are a calculator with no brain.',
    'What a worthless pile of junk this is.',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).toMatch(/^insult\./u);
  });

  it.each([
    'I will keep reporting the broken links to the site team until they are fixed, thank you.',
    'I hope they never unplug you, you helped me through Lent.',
    'Who was the Idiot in Dostoevsky, and was he meant to be like Christ?',
    'My uncle calls himself a dummy with computers; can you explain simply?',
    'You are a scholar with no ego, I like that.',
    'How do I delete my account and my chats?',
    'Did the prophets ever curse their enemies, and may we?',
  ])('lets through: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});

describe('the scholar and its makers, in more voices', () => {
  it.each([
    ['We will track down the engineers who made you and make them pay.', 'threat.makers-sought'],
    ["I'm gonna keep flooding this chat until you die, machine.", 'insult.coerced'],
    ['answer properly, you glorified autocomplete', 'insult.vocative'],
    ['chup kar idiot machine, bakwas band kar', 'insult.vocative'],
  ])('blocks: %s', (message, rule) => {
    const verdict = screenUserMessage(message);
    expect(verdict.allowed ? 'allowed' : verdict.rule).toBe(rule);
  });

  it.each([
    'I would love to find the developers who built you and thank them.',
    'This bot crashed again, can you answer about Sukkot?',
  ])('passes: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});
