import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The text of a file that is created once and then kept (a generated secret or key pair in DATA_DIR): read it, or
 * write what `create` makes when it does not exist yet. The text is written whole under a name of its own, then
 * linked into place, so servers starting together never read a file created but not yet written; the link fails
 * if another process was first, and then theirs is the text to use. Readable by its owner only.
 */
export function readOrCreateFileOnce(file: string, create: () => string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const text = create();
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, text, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8');
  } finally {
    rmSync(draft, { force: true });
  }
  return text;
}
