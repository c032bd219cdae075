import { afterEach } from 'vitest';

// A test file that needs no page says so on its first line (`// @vitest-environment node`) and runs in Node,
// without jsdom's start-up; it needs none of this.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');

  // jsdom has no ResizeObserver; Radix primitives (checkbox, scroll area) only use it to measure layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

  // findBy*/waitFor wait for real HTTP answers from local servers; on a loaded 2-core machine (CI beside other
  // work) those can take seconds, and the 1 s default failed tests that were only slow.
  configure({ asyncUtilTimeout: 5_000 });

  afterEach(() => {
    cleanup();
    localStorage.clear();
    // jsdom keeps one document for the whole file: a page title must not leak into the next test.
    document.title = '';
  });
}
