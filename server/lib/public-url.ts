import type { Config } from '../config';

/** Where the app is reached from outside, without a trailing slash: for links in e-mails and push messages. */
export const publicBaseUrl = (config: Config): string =>
  (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
