import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export type ArchiveEntry = { name: string; content: string };

/**
 * A zip of text files as a stream: yazl deflates each entry as the response reads it, so the compressed archive is
 * never held whole in memory. Entries carry the export's time as their modification time.
 */
export function zipArchive(entries: readonly ArchiveEntry[], modified: Date): Readable {
  const zip = new ZipFile();
  for (const entry of entries) {
    zip.addBuffer(Buffer.from(entry.content, 'utf8'), entry.name, { mtime: modified, compress: true });
  }
  zip.end();
  return zip.outputStream as Readable;
}
