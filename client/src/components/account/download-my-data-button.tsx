import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadMyData, saveArchive } from '@/lib/account-export-api';
import { ApiRequestError } from '@/lib/api-client';
import { useToast } from '@/lib/use-toast';

/**
 * "Download my data": the caller's archive (account or guest) saved by the browser, with a toast either way. Shared
 * by the profile's "Your data" card and the privacy policy's rights section, which is where a guest finds it.
 */
export function DownloadMyDataButton() {
  const { toast } = useToast();
  const download = useMutation({
    mutationFn: downloadMyData,
    onSuccess: (archive) => {
      saveArchive(archive);
      toast({ title: 'Your Data Is Ready', description: `${archive.filename} is in your downloads.` });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Download Failed',
        description:
          error instanceof ApiRequestError && error.serverMessage
            ? error.serverMessage
            : 'Your data could not be prepared. Please try again.',
      }),
  });

  // Never disabled while preparing, so the focus stays on it; a second press waits for the first.
  return (
    <Button
      variant="outline"
      aria-busy={download.isPending}
      onClick={() => {
        if (!download.isPending) download.mutate();
      }}
    >
      <Download aria-hidden />
      {download.isPending ? 'Preparing your data…' : 'Download my data'}
    </Button>
  );
}
