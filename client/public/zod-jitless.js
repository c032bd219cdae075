// Runs before the app's modules (a deferred classic script comes first in document order). Our CSP forbids
// eval; without this flag, zod probes `new Function` while building its first schema and the browser reports
// a CSP violation on every page. zod reads this global as its initial configuration.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
