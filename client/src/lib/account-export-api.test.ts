// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { archiveFilename } from './account-export-api';

describe('archiveFilename', () => {
  it('takes the server’s name, and builds the same one when the header is missing', () => {
    expect(archiveFilename('attachment; filename="sacred-circle-data-2026-11-27.zip"', new Date())).toBe(
      'sacred-circle-data-2026-11-27.zip',
    );
    expect(archiveFilename(null, new Date('2026-03-04T23:59:00Z'))).toBe('sacred-circle-data-2026-03-04.zip');
  });
});
