// A Vite build plugin: index.html no longer fetches the app's JavaScript while the first frame is still
// waiting for its stylesheet and font. The entry module script and its modulepreload links become data on one
// deferred classic script (client/public/start-app.js), which adds them back once the browser has drawn a
// frame. On a slow connection the 120 KB of modules otherwise share the bandwidth with the CSS and the font
// that the first paint (the static splash frame) needs; docs/decisions/0091-landing-first-paint-before-the-app.md
// has the measurements. The dev server keeps Vite's own tags (apply: 'build').

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The rewrite itself, exported for its test: index.html as Vite built it → index.html that starts the app late. */
export function moveEntryAfterFirstPaint(html) {
  const entry = ENTRY.exec(html);
  if (!entry) throw new Error('index.html has no module entry script to move after the first paint');
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]);
  const loader =
    `<script defer src="/start-app.js" data-entry="${entry[1]}"` +
    ` data-modulepreload="${preloads.join(' ')}"></script>`;
  return html.replace(PRELOAD, '').replace(ENTRY, loader);
}

export function entryAfterFirstPaint() {
  return {
    name: 'sacred-circle:entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: moveEntryAfterFirstPaint },
  };
}
