import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useToast } from '@/lib/use-toast';
import { downloadMyData, saveArchive } from './account-export-api';
import { messageOf } from './profile-api';

/** The profile's "Your data" card: one archive of everything kept about the reader. */
export function YourDataCard() {
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
        description: messageOf(error, 'Your data could not be prepared. Please try again.'),
      }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          A zip of everything we keep about you (profile, journey, conversations, notes, plans), as data and
          as a page you can read.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* Never disabled while preparing, so the focus stays on it; a second press waits for the first. */}
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
      </CardContent>
    </Card>
  );
}
