import { describe, expect, it } from 'vitest';
import { nearbyThemes } from './nearby-themes';

describe('the themes nearest to words that found nothing', () => {
  it('forgives a misspelling', async () => {
    expect((await nearbyThemes('forgivness'))[0]).toBe('forgiveness');
  });

  it('follows a related word to its theme', async () => {
    expect(await nearbyThemes('grief')).toContain('suffering');
    expect(await nearbyThemes('kindness')).toContain('compassion');
  });

  it('offers three everyday themes when nothing is near', async () => {
    expect(await nearbyThemes('blorft zqxv')).toEqual(['love', 'forgiveness', 'hope']);
  });
});
