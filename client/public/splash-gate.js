// Runs in <head> before the body is parsed, so the first paint already knows whether the splash plays: the
// static splash frame in index.html is hidden (data-splash="skip" on <html>, see styles/globals.css) wherever
// the app will not play the splash. The same rule as client/src/features/splash/splash-decision.ts, which
// decides for the app itself and records the session; splash-gate.test.ts keeps the two in agreement. A classic
// script file, not inline: the Content-Security-Policy allows scripts from this origin only.
(function () {
  var show = false;
  try {
    show =
      globalThis.location.pathname === '/' &&
      globalThis.location.hash === '' &&
      globalThis.sessionStorage.getItem('sacred-circle:opened') === null;
  } catch {
    // Storage that cannot be read: the session cannot be remembered, and the app plays no splash then.
    show = false;
  }
  globalThis.document.documentElement.setAttribute('data-splash', show ? 'show' : 'skip');
})();
