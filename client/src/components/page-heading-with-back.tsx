import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

/** A page's title with the way back beside it: the pages opened from the dashboard share this header. */
export function PageHeadingWithBack({
  title,
  backTo,
  backLabel,
}: {
  title: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="ghost" size="icon" aria-label={backLabel}>
        <Link href={backTo}>
          <ArrowLeft aria-hidden="true" />
        </Link>
      </Button>
      <h1 className="text-2xl font-semibold">{title}</h1>
    </div>
  );
}
