import { DownloadMyDataButton } from '@/components/account/download-my-data-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The profile's "Your data" card: one archive of everything kept about the reader. */
export function YourDataCard() {
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
        <DownloadMyDataButton />
      </CardContent>
    </Card>
  );
}
