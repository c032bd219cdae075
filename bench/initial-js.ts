/**
 * The landing page's initial JavaScript without a browser: reads a built client (it builds nothing), starts from
 * the scripts and modulepreload links of index.html (or those /start-app.js adds after the first paint) and from the chunks the landing page loads at once (its route
 * chunk and the service-worker registration, both `import()`ed by the entry), follows every static
 * `import ... from "./x.js"` (never a dynamic `import()`) and prints each chunk's gzip -9 size and the total, the
 * way bench/lighthouse.ts weighs the scripts Lighthouse saw.
 *
 *   npx tsx bench/initial-js.ts [--dir dist/client] [--lazy client,render-app,landing-page,register-service-worker] [--json]
 *
 * `--lazy` names the dynamically imported chunks (file name before the hash) that the landing page requests
 * while it loads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const clientDir = path.resolve(option('dir', 'dist/client'));
// `client` (React's DOM renderer) and `render-app` are imported by the entry in turn (client/src/main.tsx).
const lazyNames = option('lazy', 'client,render-app,landing-page,register-service-worker')
  .split(',')
  .filter(Boolean);
const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');

/** A path in the site ("/assets/x.js") from an attribute of index.html. */
const fromHtml = [
  ...[
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g),
    ...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g),
    // What /start-app.js adds after the first paint (scripts/vite-entry-after-first-paint.mjs).
    ...html.matchAll(/\bdata-entry="([^"]+\.js)"/g),
  ].map((match) => match[1]!),
  ...[...html.matchAll(/\bdata-modulepreload="([^"]*)"/g)].flatMap((match) => match[1]!.split(' ')),
].filter(Boolean);

const assetFiles = readdirSync(path.join(clientDir, 'assets')).filter((file) => file.endsWith('.js'));
const fromLazy = lazyNames.map((name) => {
  const found = assetFiles.filter((file) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(file));
  if (found.length !== 1)
    throw new Error(`--lazy ${name}: ${found.length} chunks match in ${clientDir}/assets`);
  return `/assets/${found[0]}`;
});

/** Static imports only: `import{a}from"./x.js"`, `import"./x.js"` and `export{a}from"./x.js"`. */
const staticImport =
  /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g;

const seen = new Set<string>();
const queue = [...fromHtml, ...fromLazy];
while (queue.length > 0) {
  const sitePath = queue.shift()!;
  if (seen.has(sitePath)) continue;
  seen.add(sitePath);
  const source = readFileSync(path.join(clientDir, sitePath), 'utf8');
  for (const match of source.matchAll(staticImport)) {
    queue.push(path.posix.join(path.posix.dirname(sitePath), match[1]!));
  }
}

const rows = [...seen]
  .map((sitePath) => {
    const bytes = readFileSync(path.join(clientDir, sitePath));
    return { chunk: sitePath, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const totalGzip = rows.reduce((sum, row) => sum + row.gzip, 0);
// Same rounding as bench/lighthouse.ts: kilobytes of 1,024 bytes, one decimal.
const kilobytes = (bytes: number) => Math.round(bytes / 102.4) / 10;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ clientDir, totalKbGzip: kilobytes(totalGzip), rows }, null, 2));
} else {
  for (const row of rows) {
    console.log(`${kilobytes(row.gzip).toFixed(1).padStart(7)} KB  ${row.chunk}`);
  }
  console.log(`${kilobytes(totalGzip).toFixed(1).padStart(7)} KB  total gzip -9, ${rows.length} scripts`);
}
