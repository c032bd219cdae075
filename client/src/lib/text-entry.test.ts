import { afterEach, describe, expect, it } from 'vitest';
import { isTextEntry } from './text-entry';

function element(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

describe('isTextEntry', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is true where the reader types', () => {
    expect(isTextEntry(element('<input type="text" />'))).toBe(true);
    expect(isTextEntry(element('<input />'))).toBe(true);
    expect(isTextEntry(element('<input type="search" />'))).toBe(true);
    expect(isTextEntry(element('<textarea></textarea>'))).toBe(true);
    const editable = element('<div contenteditable="true"></div>');
    // jsdom does not compute isContentEditable from the attribute.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTextEntry(editable)).toBe(true);
  });

  it('is false on controls and the page itself', () => {
    expect(isTextEntry(element('<button>Play</button>'))).toBe(false);
    expect(isTextEntry(element('<input type="range" />'))).toBe(false);
    expect(isTextEntry(element('<input type="checkbox" />'))).toBe(false);
    expect(isTextEntry(element('<a href="/study">My Study</a>'))).toBe(false);
    expect(isTextEntry(document.body)).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});
