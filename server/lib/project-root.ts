import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder holding package.json. Files the server reads at run time (migrations, corpus manifests, public
 * images) are found from here, because the same module runs from `server/` under tsx and from the bundle in
 * `dist/server/` under `npm start` (docs/decisions/0008-server-bundle-for-start.md).
 */
function findProjectRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(import.meta.dirname);
