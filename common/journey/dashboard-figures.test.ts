import { describe, expect, it } from 'vitest';
import { formatDuration, roundedMinutes } from './duration';
import { streakTier } from './streak-tier';
import { isWeeklyGoalMet, parseGoalInput, weeklyGoalPercent } from './weekly-goal';

describe('durations', () => {
  it('rounds elapsed time to whole minutes', () => {
    expect(roundedMinutes(0)).toBe(0);
    expect(roundedMinutes(29_999)).toBe(0);
    expect(roundedMinutes(30_000)).toBe(1);
    expect(roundedMinutes(89_999)).toBe(1);
    expect(roundedMinutes(90_000)).toBe(2);
    expect(roundedMinutes(-5_000)).toBe(0);
  });

  it("formats time spent as 'Xh Ym' or 'Ym'", () => {
    expect(formatDuration(0)).toBe('0m');
    expect(formatDuration(45)).toBe('45m');
    expect(formatDuration(59)).toBe('59m');
    expect(formatDuration(60)).toBe('1h 0m');
    expect(formatDuration(125)).toBe('2h 5m');
    expect(formatDuration(10080)).toBe('168h 0m');
  });
});

describe('streak tiers', () => {
  it('changes icon at 3, 7, 14 and 30 days', () => {
    expect([0, 2, 3, 6, 7, 13, 14, 29, 30, 365].map(streakTier)).toEqual([
      'seed',
      'seed',
      'kindled',
      'kindled',
      'burning',
      'burning',
      'blazing',
      'blazing',
      'radiant',
      'radiant',
    ]);
  });
});

describe('weekly goal', () => {
  it('is minutes in the last 7 days over the goal, capped at 100%', () => {
    expect(weeklyGoalPercent(0, 60)).toBe(0);
    expect(weeklyGoalPercent(30, 60)).toBe(50);
    expect(weeklyGoalPercent(59, 60)).toBe(98);
    expect(weeklyGoalPercent(60, 60)).toBe(100);
    expect(weeklyGoalPercent(600, 60)).toBe(100);
    expect(weeklyGoalPercent(30, 0)).toBe(0);
    expect(isWeeklyGoalMet(60, 60)).toBe(true);
    expect(isWeeklyGoalMet(59, 60)).toBe(false);
    expect(isWeeklyGoalMet(10, 0)).toBe(false);
  });

  it('takes from the prompt only text that parses to an integer', () => {
    expect(parseGoalInput('120')).toBe(120);
    expect(parseGoalInput(' 90 ')).toBe(90);
    expect(parseGoalInput('0')).toBe(0);
    expect(parseGoalInput('-5')).toBe(-5);
    expect(parseGoalInput('')).toBeNull();
    expect(parseGoalInput('   ')).toBeNull();
    expect(parseGoalInput('12.5')).toBeNull();
    expect(parseGoalInput('two hours')).toBeNull();
    expect(parseGoalInput('1e3')).toBeNull();
    expect(parseGoalInput(null)).toBeNull();
  });
});
