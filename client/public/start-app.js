// Starts the app once the browser has drawn its first frame (the static splash, or a page's background), so the
// app's modules do not compete with the first paint's stylesheet and font for a slow connection. The build
// (scripts/vite-entry-after-first-paint.mjs) moved the entry script and its modulepreload links here as data.
// A deferred classic script: it runs after /zod-jitless.js, which must come before the app's modules. A file,
// not inline: the Content-Security-Policy allows scripts from this origin only.
(function () {
  var data = globalThis.document.currentScript && globalThis.document.currentScript.dataset;
  if (!data || !data.entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var head = globalThis.document.head;
    (data.modulepreload || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = globalThis.document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      head.appendChild(link);
    });
    var script = globalThis.document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = data.entry;
    head.appendChild(script);
  }
  // A hidden tab draws no frames (requestAnimationFrame waits until it is shown): start at once there.
  if (
    globalThis.document.visibilityState === 'hidden' ||
    typeof globalThis.requestAnimationFrame !== 'function'
  ) {
    start();
    return;
  }
  // The callback runs just before the next frame is drawn; the task after it runs once that frame is out.
  globalThis.requestAnimationFrame(function () {
    globalThis.setTimeout(start, 0);
  });
  // A tab hidden before that frame came would otherwise wait until it is shown again.
  globalThis.document.addEventListener('visibilitychange', start, { once: true });
})();
