import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast-store';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('shows the latest toast only, in a viewport reachable with F8', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Verse copied', description: 'Verse copied to clipboard' });
    });
    expect(await screen.findByText('Verse copied to clipboard')).toBeTruthy();

    act(() => {
      toast({
        title: 'Comparison Failed',
        description: 'Unable to fetch comparison verses. Please try again.',
        variant: 'destructive',
      });
    });
    expect(await screen.findByText('Comparison Failed')).toBeTruthy();
    expect(screen.queryByText('Verse copied')).toBeNull();
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    // Toasts swipe away to the right.
    expect(within(region).getByRole('list')).toBeTruthy();
    expect(screen.getByText('Comparison Failed').closest('li')?.dataset.swipeDirection).toBe('right');
  });
});
