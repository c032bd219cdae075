import { DownloadMyDataButton } from '@/components/account/download-my-data-button';

/**
 * The right of access at once, on the page that states it: the same archive as the profile's "Your data" card.
 * A guest cannot open the profile, so this is where they find it; it is shown to everyone, because a visitor who
 * presses it is told by the server how to have data here, and a suspended account (which the app shows as signed
 * out) still gets its archive.
 */
export function YourDataDownload() {
  return (
    <div className="grid justify-items-start gap-3 rounded-lg border bg-card p-5 text-card-foreground">
      <h3 className="font-semibold">Download your data</h3>
      <p className="text-base">
        With an account or as a guest, you can download a copy of everything we keep about you now: a zip of
        your data, as data and as a page you can read.
      </p>
      <DownloadMyDataButton />
    </div>
  );
}
