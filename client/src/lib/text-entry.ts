/** Input types that do not take typed text: a page-wide key shortcut may act while one of them has focus. */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/**
 * Whether the key event's target is a place the reader types in (a text input, a textarea, an editable region),
 * where keys such as Escape or '/' keep their usual meaning and page-wide shortcuts stay out of the way.
 */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  return false;
}
