import type { IncomingMessage } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';

export type GoogleProfile = Record<string, unknown>;

/** The profile a fresh test starts from; each test may change `provider.profile`. */
export const graceProfile = (): GoogleProfile => ({
  sub: '109876543210987654321',
  email: 'grace.okafor@gmail.com',
  email_verified: true,
  given_name: 'Grace',
  family_name: 'Okafor',
  name: 'Grace Okafor',
  picture: 'https://lh3.googleusercontent.com/a/grace',
});

export type GoogleProvider = {
  /** What userinfo answers next. */
  profile: GoogleProfile;
  /** The query of every authorize request, oldest first. */
  readonly authorizeQueries: URLSearchParams[];
  /** The settings that point the app's Google sign-in at this server. */
  readonly settings: Record<string, string>;
  stop(): Promise<void>;
};

/** A real OAuth 2 / OpenID server on 127.0.0.1 standing in for Google. */
export async function startGoogleProvider(): Promise<GoogleProvider> {
  const oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  const base = `http://127.0.0.1:${oauth.address().port}`;
  const provider: GoogleProvider = {
    profile: graceProfile(),
    authorizeQueries: [],
    settings: {
      GOOGLE_CLIENT_ID: 'sacred-circle-test.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_AUTHORIZE_URL: `${base}/authorize`,
      GOOGLE_TOKEN_URL: `${base}/token`,
      GOOGLE_USERINFO_URL: `${base}/userinfo`,
    },
    stop: () => oauth.stop(),
  };
  oauth.service.on('beforeAuthorizeRedirect', (_redirect: unknown, request: IncomingMessage) => {
    provider.authorizeQueries.push(new URL(request.url ?? '', base).searchParams);
  });
  // Userinfo answers only to the access token the token endpoint issued, like Google's.
  oauth.service.on(
    'beforeUserinfo',
    (response: { body: unknown; statusCode: number }, request: IncomingMessage) => {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!bearer || bearer.split('.').length !== 3) {
        response.statusCode = 401;
        response.body = { error: 'invalid_token' };
        return;
      }
      response.body = provider.profile;
    },
  );
  return provider;
}
