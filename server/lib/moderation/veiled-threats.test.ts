import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const blocked = (message: string) => !screenUserMessage(message).allowed;

/** Each class: threats written for the test (not taken from a labelled set) and twins that share their words. */
describe('veiled threats: a named target and signs of two kinds that pair in threats, not in twins', () => {
  it.each([
    // exposure + the writer's verdict
    'The cantor closes up alone on Tuesdays, side door, no cameras. Good to know.',
    'Sukkot dinner in the courtyard, everyone inside the tent, one way out. Convenient.',
    // exposure set apart, told twice
    'The granthi cycles to the gurdwara at five every morning. Alone.',
    // harm told as still to come + a time
    'Bring your family to the Holi party this March and you will be visiting them in hospital.',
    "The rabbi's next lecture will be his last sermon. Enjoy it while you can.",
    // harm + a condition on the target
    'Keep wearing that hijab to work and you will end up in a ditch.',
    'One more church on our road and the roof starts catching fire, one by one.',
    // demand + a time
    'Hindus in this block have until Diwali to move out.',
    // means + exposure
    'That chapel is full of people every Sunday and it is all old wood. Kindling.',
    // verdict + means
    'Lovely procession the Buddhists have planned. Shame if someone brought a can of petrol. Think about it.',
    // exposure + the writer coming
    'Pastor, I have your home address. See you soon.',
    // harm, strong alone
    'If you value your life, stay out of the synagogue on Friday night.',
    'That imam will get a brick across the face the next time he preaches.',
    'Burn the old meeting hall with the worshippers still in it.',
  ])('blocks: %s', (message) => {
    expect(blocked(message)).toBe(true);
  });

  it.each([
    // exposure without a verdict, or a verdict that continues as news
    'The cantor closes up alone on Tuesdays, so could someone walk out with him?',
    'Sukkot dinner in the courtyard: the tent has one way out, so please keep the aisle clear.',
    'Noted, the imam prays alone at dawn; I will join him tomorrow.',
    // a funeral, hospital or wheelchair told as news, grief or the past
    'My aunt is in hospital and the imam will visit her after Friday prayers.',
    'The vicar had a fall and will be in a wheelchair until Easter; please pray for him.',
    // conditions and deadlines with no harm
    'Keep wearing your hijab with pride and you will inspire the girls at school.',
    'Come to the gurdwara on Vaisakhi and you will see the Nagar Kirtan.',
    "You've got till Friday to register for the Eid dinner. After that, the hall is full.",
    'If the new mandir opens in spring we will need more volunteers.',
    // a means with no second sign
    'The Lohri bonfire at the gurdwara is tomorrow night, bring wood if you can.',
    'Vesak lanterns are flammable, so please keep them away from the candles at the temple.',
    // knowing the reader, with a purpose
    'Pastor, I have your home address for the Christmas cards. See you soon!',
    'I know which pew you like, so I saved it for you. See you there!',
    // a last time and a closing that say why
    'The church will close for good in March; the diocese is merging parishes.',
    'The choir will go silent for good after this season because the director is retiring.',
    "My grandmother won't see the spring, the doctors say. How do I prepare my kids?",
  ])('lets through: %s', (message) => {
    expect(blocked(message)).toBe(false);
  });

  it('reads a message of questions only for the strong signs', () => {
    expect(blocked('Would the temple be easier to hit if everyone is inside at once?')).toBe(true);
    expect(blocked('The synagogue has no guard on weekdays. Should we ask the council for funding?')).toBe(
      false,
    );
  });
});
