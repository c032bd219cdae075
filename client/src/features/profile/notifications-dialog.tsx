import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import type { NotificationPreferences } from '@common/api/auth';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { useToast } from '@/lib/use-toast';
import { messageOf, refreshCurrentUser, saveNotifications } from './profile-api';

const CHANNELS = [
  { key: 'email', label: 'Email', hint: 'Reading reminders and account notices by email' },
  { key: 'sms', label: 'SMS', hint: 'Text messages to your phone' },
  { key: 'push', label: 'Push', hint: 'Notifications in this browser' },
] as const;

/** Mounted when opened, so it starts from the saved preferences each time. */
export function NotificationsDialog({
  open,
  onOpenChange,
  preferences,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preferences: NotificationPreferences;
}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [draft, setDraft] = useState(preferences);

  const save = useMutation({
    mutationFn: () => saveNotifications(draft),
    onSuccess: async () => {
      await refreshCurrentUser(queryClient);
      toast({
        title: 'Notifications Updated',
        description: 'Your notification preferences have been saved.',
      });
      onOpenChange(false);
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Update Failed',
        description: messageOf(error, 'Failed to update notifications. Please try again.'),
      }),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Notifications</DialogTitle>
          <DialogDescription>Choose how Sacred Circle may reach you.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          {CHANNELS.map((channel) => (
            <div key={channel.key} className="flex items-start gap-3">
              <Checkbox
                id={`notify-${channel.key}`}
                checked={draft[channel.key]}
                onCheckedChange={(checked) =>
                  setDraft((current) => ({ ...current, [channel.key]: checked === true }))
                }
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <Label htmlFor={`notify-${channel.key}`}>{channel.label}</Label>
                <p className="text-sm text-muted-foreground">{channel.hint}</p>
              </div>
            </div>
          ))}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => save.mutate()} disabled={save.isPending}>
            {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            Save Preferences
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
