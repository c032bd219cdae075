import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from '@/lib/toast-store';
import { DeferredToaster } from './deferred-toaster';
import { Toaster } from './toaster';

const loadToaster = vi.fn(async () => ({ Toaster }));

afterEach(() => {
  loadToaster.mockClear();
  vi.restoreAllMocks();
});

describe('DeferredToaster', () => {
  it('loads nothing and renders no viewport until the first toast, then shows it in the F8 viewport', async () => {
    const store = createToastStore();
    render(<DeferredToaster store={store} load={loadToaster} />);
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).toBeNull();
    expect(loadToaster).not.toHaveBeenCalled();

    act(() => {
      store.toast({ title: 'Message Sent', description: 'We will get back to you soon.' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByText('We will get back to you soon.')).toBeTruthy();
    expect(loadToaster).toHaveBeenCalledTimes(1);

    act(() => {
      store.toast({ title: 'Verse copied', description: 'Verse copied to clipboard' });
    });
    expect(await within(region).findByText('Verse copied to clipboard')).toBeTruthy();
    expect(within(region).queryByText('Message Sent')).toBeNull();
    expect(loadToaster).toHaveBeenCalledTimes(1);
  });

  it('tries again with the next toast when the toaster failed to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ Toaster: typeof Toaster }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Toaster });
    const store = createToastStore();
    render(<DeferredToaster store={store} load={load} />);

    act(() => {
      store.toast({ title: 'Contact Failed', description: 'Please try again.' });
    });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]?.[0])).toContain('the toaster did not load');
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).toBeNull();

    act(() => {
      store.toast({ title: 'Message Sent', description: 'We will get back to you soon.' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByText('We will get back to you soon.')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
