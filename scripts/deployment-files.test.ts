import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from './client-build.mjs';
import { serverBundle } from './server-build.mjs';

// There is no Docker where the tests run: these check that the deployment files say what `npm start` does.
const read = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8');

type Service = {
  image?: string;
  build?: string;
  ports?: string[];
  environment?: Record<string, string>;
  depends_on?: unknown;
};

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { maxAliasCount: 100 }) as {
    services: Record<string, Service>;
  };
  const apps = ['app-1', 'app-2', 'app-3'].map((name) => compose.services[name]!);

  it('runs PostgreSQL, Redis, three app servers and Caddy', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'app-1',
      'app-2',
      'app-3',
      'caddy',
      'postgres',
      'redis',
    ]);
    expect(compose.services.postgres!.image).toMatch(/^postgres:/);
    expect(compose.services.redis!.image).toMatch(/^redis:/);
    expect(compose.services.caddy!.image).toMatch(/^caddy:/);
  });

  it('gives every app server the same database, Redis and signing secret, reachable only through Caddy', () => {
    for (const app of apps) {
      expect(app.build).toBe('.');
      expect(app.environment).toEqual(apps[0]!.environment);
      expect(app.ports).toBeUndefined();
    }
    const environment = apps[0]!.environment!;
    expect(environment.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    expect(environment.REDIS_URL).toBe('redis://redis:6379');
    expect(environment.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(environment.TRUST_PROXY).toBe('1');
    expect(compose.services.caddy!.ports).toEqual(['${HTTP_PORT:-8080}:80']);
  });

  it('balances round-robin over the three, with no sticky sessions', () => {
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy app-1:5000 app-2:5000 app-3:5000/);
    expect(caddyfile).toMatch(/lb_policy round_robin/);
    expect(caddyfile).not.toMatch(/cookie|ip_hash|client_ip/);
    expect(caddyfile).toMatch(/health_uri \/api\/health/);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('copies only files that exist, and never a corpus', () => {
    const sources = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((match) =>
      match[1]!.split(/\s+/),
    );
    expect(sources).toContain('package-lock.json');
    for (const source of sources.filter((entry) => entry !== '.')) {
      expect(existsSync(path.join(projectRoot, source)), source).toBe(true);
    }
    expect(dockerfile).not.toMatch(/corpora|CORPUS_MIRROR=/);
  });

  it('runs the bundle npm start builds, as a non-root user, with a health check', () => {
    const bundle = path.relative(projectRoot, serverBundle);
    expect(dockerfile).toContain(`CMD ["node", "--enable-source-maps", "${bundle}"]`);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/api\/health/m);
    expect(dockerfile).toMatch(/ensureClientBuilt[\s\S]*ensureServerBuilt/);
  });

  it('leaves local builds, dependencies and data out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', 'dist', 'data', '.env']) expect(ignored).toContain(entry);
  });
});
