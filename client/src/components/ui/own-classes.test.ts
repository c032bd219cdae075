// @vitest-environment node
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { buttonVariants } from './button';
import { INPUT_CLASSES } from './input';
import { LABEL_CLASSES } from './label';
import { TEXTAREA_CLASSES } from './textarea';

// These components hand their own classes to the page unmerged when the caller adds none (lib/utils,
// withClasses), so each list must already be what tailwind-merge would make of it: no class another one overrides.
const sorted = (classes: string) => classes.split(/\s+/).filter(Boolean).sort();

const VARIANTS = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
  'link',
  'on-primary',
  'on-primary-outline',
] as const;
const SIZES = ['default', 'sm', 'lg', 'icon', 'cta'] as const;

describe("the ui components' own classes", () => {
  it.each(VARIANTS.flatMap((variant) => SIZES.map((size) => [variant, size] as const)))(
    'button %s %s has no conflicting classes',
    (variant, size) => {
      const own = buttonVariants({ variant, size });
      expect(sorted(twMerge(own))).toEqual(sorted(own));
    },
  );

  it.each([
    ['input', INPUT_CLASSES],
    ['textarea', TEXTAREA_CLASSES],
    ['label', LABEL_CLASSES],
  ])('%s has no conflicting classes', (_name, own) => {
    expect(sorted(twMerge(own))).toEqual(sorted(own));
  });

  it('a conflict would be caught: text-sm then text-base is merged to text-base', () => {
    expect(sorted(twMerge('text-sm text-base'))).toEqual(['text-base']);
  });
});
