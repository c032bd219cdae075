// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { updateMachine, type UpdateEvent } from './update-machine';

function run(events: UpdateEvent[]) {
  const effects: string[] = [];
  const machine = updateMachine.provide({
    actions: {
      prompt: () => effects.push('prompt'),
      skipWaiting: () => effects.push('skip-waiting'),
      reload: () => effects.push('reload'),
    },
  });
  const actor = createActor(machine).start();
  for (const event of events) actor.send(event);
  return { phase: actor.getSnapshot().value, effects };
}

describe('the service worker update machine', () => {
  it('asks once when a new version waits, activates it on Reload and reloads once it controls the page', () => {
    expect(
      run([
        { type: 'update-found' },
        { type: 'reload-chosen', workerWaiting: true },
        { type: 'controller-changed' },
      ]),
    ).toEqual({ phase: 'reloading', effects: ['prompt', 'skip-waiting', 'reload'] });
  });

  it('does not reload when the first install claims the page', () => {
    expect(run([{ type: 'controller-changed' }])).toEqual({ phase: 'current', effects: [] });
  });

  it('does not reload a tab whose reader did not choose Reload when another tab activated the update', () => {
    expect(run([{ type: 'update-found' }, { type: 'controller-changed' }])).toEqual({
      phase: 'updateReady',
      effects: ['prompt'],
    });
  });

  it('reloads directly when the new worker is already active (chosen in another tab)', () => {
    expect(run([{ type: 'update-found' }, { type: 'reload-chosen', workerWaiting: false }])).toEqual({
      phase: 'reloading',
      effects: ['prompt', 'reload'],
    });
  });

  it('prompts once however often the update is seen, and ignores Reload when nothing waits', () => {
    expect(
      run([
        { type: 'reload-chosen', workerWaiting: true },
        { type: 'update-found' },
        { type: 'update-found' },
      ]),
    ).toEqual({ phase: 'updateReady', effects: ['prompt'] });
  });

  it('never reloads twice: a second controller change or click after reloading does nothing', () => {
    expect(
      run([
        { type: 'update-found' },
        { type: 'reload-chosen', workerWaiting: true },
        { type: 'controller-changed' },
        { type: 'controller-changed' },
        { type: 'reload-chosen', workerWaiting: true },
        { type: 'update-found' },
      ]),
    ).toEqual({ phase: 'reloading', effects: ['prompt', 'skip-waiting', 'reload'] });
  });
});
