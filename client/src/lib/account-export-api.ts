import { accountExportFilename } from '@common/api/account-export';
import { apiRequest } from '@/lib/api-client';

export type DownloadedArchive = { blob: Blob; filename: string };

/** The name the server gave the archive in Content-Disposition, else the same name built here for today. */
export function archiveFilename(disposition: string | null, today: Date): string {
  const named = /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
  return named ?? accountExportFilename(today);
}

/** "Download my data": the caller's archive, through the api client (bearer token, one refresh on a 401). */
export async function downloadMyData(): Promise<DownloadedArchive> {
  const response = await apiRequest('GET', '/api/account/export');
  return {
    blob: await response.blob(),
    filename: archiveFilename(response.headers.get('content-disposition'), new Date()),
  };
}

// The object URL outlives the click: the browser reads the blob after this function returns.
const REVOKE_AFTER_MS = 60_000;

/** Hands the archive to the browser as a download under its own name. */
export function saveArchive({ blob, filename }: DownloadedArchive): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
