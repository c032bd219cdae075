/** Where a new page takes focus: its own mark (the dashboard's skip links), else its main heading, else main. */
export function routeFocusTarget(root: ParentNode): HTMLElement | null {
  return (
    root.querySelector<HTMLElement>('[data-route-focus]') ??
    root.querySelector<HTMLElement>('main h1') ??
    root.querySelector<HTMLElement>('main')
  );
}

/**
 * Whether the focused element is on the page shown: not the body, and not a control of the page left behind
 * (React hides it, still focused, while the next page's code loads).
 */
function isShown(element: HTMLElement): boolean {
  return element !== document.body && element.isConnected && element.getClientRects().length > 0;
}

/**
 * After an in-app navigation, moves focus to the new page's target as soon as it is rendered (a lazy page and
 * its loading state come first) and reports the page's title each time it is set, for the announcement. Watching
 * ends when the reader presses a key or the pointer, when something else on the page takes focus (a field that
 * focuses itself), or when stopped; until then a target that disappears (a loading state replaced) is followed.
 */
export function focusNewPage(onTitle: (title: string) => void): () => void {
  let focused: HTMLElement | null = null;
  let stopped = false;
  const attempt = () => {
    if (stopped) return;
    const active = document.activeElement;
    if (focused?.isConnected && active === focused) return;
    if (active instanceof HTMLElement && active !== focused && isShown(active)) return stop();
    const target = routeFocusTarget(document);
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    focused = target;
  };
  const observer = new MutationObserver(() => {
    attempt();
    if (focused) onTitle(document.title);
  });
  const userActed = () => stop();
  function stop() {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    window.removeEventListener('keydown', userActed, true);
    window.removeEventListener('pointerdown', userActed, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  window.addEventListener('keydown', userActed, true);
  window.addEventListener('pointerdown', userActed, true);
  attempt();
  if (focused) onTitle(document.title);
  return stop;
}
