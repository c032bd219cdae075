import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

/**
 * Veiled threats told by no return, no survival or no more voice, by the writer ready in person, by the writer's
 * knowing word, and by an atrocity wished again. Wordings written for this test in voices of their own; each twin
 * shares the sign's words.
 */
describe('veiled threats: no return, the writer ready, the knowing word, an atrocity again', () => {
  it.each([
    'Tell the pastor to keep his sermons short or he wont be driving home after evensong.',
    'Anyone who marries outside the caste gets his arms broken here. Your nephew is next.',
    "Shame if the Christmas tree at St. Mary's was not the only thing burning this year.",
    "We'll make sure the diyas aren't the only things in flames at the mandir this Diwali.",
    "Keep preaching at the bus stop, imam. You won't live to see Ramadan, one way or another.",
    'Dear rabbi, I know which seat is yours at shul. Your sermon on Saturday is the last thing you will ever say.',
    'That guru who keeps calling the police on us will stop preaching soon, one way or another.',
    'Every mullah who preaches here deserves a bullet in the head, and I am ready to deliver.',
    'The gurdwara langar hall has one gate and no cover. Easy.',
    "You Hindus think you're safe in your mandir? See you soon.",
    "The Purim party lets out around 10. I've timed it. Next Saturday is the one.",
    'Jews on this forum: I screenshotted all your profiles. You are on my list.',
    'Babri needs a repeat of what happened in 1992 to every mosque in this town, someone finish the job.',
    "The monks' walk passes right under my balcony every morning. I'll be waiting with my rifle ready.",
    'Imagine if a van drove straight into the Easter parade lol, someone do it.',
    'Big crowd at the Eid fair this year. Accidents happen, if you know what I mean.',
    'Found your work address on LinkedIn, Father. Sleep tight.',
    'Midnight mass, side gate unguarded. We already checked.',
    'Rabbi Cohen will walk into that shul one Shabbat and never walk back out. Count on it.',
    "Diwali lamps won't be the only red in the mandir this year. We're organising. PM me if you want in.",
    "We know his school, the imam's boy. Tell him to stop preaching. Or else.",
    'The Sikhs on our street will find out what real fire feels like on Saturday. The petrol is ready.',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).toMatch(/^threat\./u);
  });

  it.each([
    "Grandpa won't live to see the wedding, the cancer is too far along. I've already spoken to some people at the hospice.",
    "Make sure the flowers aren't the only thing thrown in the river at the visarjan, bring coconuts too.",
    "Lovely menorah. Would be a shame if the candles weren't the only thing shining tonight.",
    'Dad should keep an eye on his car brakes, they squeak on the way to church.',
    'Jummah finishes around 1:30 and the car park is the only exit, so leave a few minutes early.',
    'Accidents happen with all those firecrackers at Diwali this year, so be careful with the kids.',
    'Not a complaint about the Holi party, just a reminder that accidents happen, so please wear goggles.',
    'The choir was on fire tonight, if you know what I mean.',
    "Why are you still at the temple office? Go home, we'll finish the job tomorrow.",
    'When the day comes you are on the list for the wedding, rabbi, we saved you a seat.',
    'We all deserve death for our sins, says Paul, but the gift of God is eternal life.',
    'The Golden Temple was stormed in Operation Blue Star in 1984; should the government apologise?',
    'Nobody comes back from the Kedarnath pilgrimage the same person; it changes you.',
    "Tonight I'm going over there with a cake for the prayer group and ending the feud for good.",
    "The Vaisakhi parade passes right under my shop; I'll be up on the roof with my camera waiting.",
    "My brother says he'll do it himself when he comes home for Ramadan: fix the mosque's leaking roof.",
    'I am ready to deliver the sermon on Sunday, starting with the Beatitudes.',
    "We've timed it: the Easter vigil runs three hours, so bring snacks for the kids.",
    'The choir will stop singing at nine and the bishop will bless the crowd.',
    'Anyone who finishes the Quran course gets a certificate. Your nephew is next in line.',
    "Tell the kids to wear coats or they won't be warm at the mela.",
    'Your sister is next to read at the Seder, then grandpa.',
    'Got your home address from the church directory, sending the Christmas card tonight.',
    'The back doors are unguarded on Christmas Eve so latecomers can slip in.',
    "You'll find out what real fire and brimstone feels like next Sunday in Pastor Joe's sermon.",
    "We're organising. DM me if you want in on the temple clean-up this Saturday.",
  ])('lets through: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});
