import { describe, expect, it } from 'vitest';
import { verbForms } from './verb-forms';

describe('verbForms', () => {
  it.each([
    ['kill', 'kills', ['killed'], 'killing'],
    ['burn down', 'burns down', ['burned down', 'burnt down'], 'burning down'],
    ['stab', 'stabs', ['stabbed'], 'stabbing'],
    ['drag', 'drags', ['dragged'], 'dragging'],
    ['smash', 'smashes', ['smashed'], 'smashing'],
    ['bury', 'buries', ['buried'], 'burying'],
    ['torch', 'torches', ['torched'], 'torching'],
    ['behead', 'beheads', ['beheaded'], 'beheading'],
    ['blow up', 'blows up', ['blew up', 'blown up'], 'blowing up'],
    ['nuke', 'nukes', ['nuked'], 'nuking'],
    ['gas', 'gasses', ['gassed'], 'gassing'],
    ['shoot', 'shoots', ['shot'], 'shooting'],
    ['hang', 'hangs', ['hanged', 'hung'], 'hanging'],
  ])('%s → %s, %j, %s', (base, third, past, ing) => {
    expect(verbForms(base)).toEqual({ base, third, past, ing });
  });
});
