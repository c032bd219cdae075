/**
 * The app as `server/main.ts` runs it, but serving the client built for this benchmark (LIGHTHOUSE_CLIENT_DIR),
 * so other builds of dist/client during the run cannot change what is measured.
 */
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

const clientDir = process.env.LIGHTHOUSE_CLIENT_DIR;
if (!clientDir) throw new Error('Set LIGHTHOUSE_CLIENT_DIR to the built client to serve.');
const config = loadConfig();
const app = await buildApp({ config, clientDir });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: config.PORT, host: config.HOST });
