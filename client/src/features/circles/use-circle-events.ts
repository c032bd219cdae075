import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { circleEventSchema, type CircleEvent } from '@common/api/circles';
import { circleEventsUrl, circleQueryKey, myCirclesQueryKey } from './circles-api';

/** The part of EventSource the hook uses, so a test can hand in its own stream. */
export type EventStream = {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onopen: ((event: Event) => void) | null;
  close: () => void;
};
export type OpenEventStream = (url: string) => EventStream;

const openEventSource: OpenEventStream = (url) => new EventSource(url);

/** What a live event changes on the page: the thread, the circle (members, reading, name), or both. */
export function applyCircleEvent(
  client: QueryClient,
  circleId: string,
  event: CircleEvent,
): Promise<unknown> {
  const circle = circleQueryKey(circleId);
  switch (event.type) {
    case 'post.created':
    case 'post.updated':
    case 'reactions':
      return Promise.all([
        client.invalidateQueries({ queryKey: [...circle, 'posts'] }),
        client.invalidateQueries({ queryKey: myCirclesQueryKey }),
      ]);
    case 'member.joined':
    case 'member.left':
    case 'member.role':
    case 'day.read':
      return client.invalidateQueries({ queryKey: circle, exact: true });
    case 'circle.updated':
    case 'circle.closed':
    case 'removed':
      // Removed: reading the circle again answers 404 and the page says it is not there.
      return Promise.all([
        client.invalidateQueries({ queryKey: circle }),
        client.invalidateQueries({ queryKey: myCirclesQueryKey }),
      ]);
  }
}

/** Parses one `data:` line; anything that is not a known event is ignored (a newer server's event). */
export function parseCircleEvent(data: string): CircleEvent | null {
  try {
    const parsed = circleEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Keeps an open circle page current without a reload: new posts, reactions, members and reading marks arrive as
 * server-sent events. The browser reconnects by itself after a drop; each (re)connection reads the circle and its
 * thread again, so nothing sent while the connection was down is missed.
 */
export function useCircleEvents(circleId: string, enabled: boolean, open: OpenEventStream = openEventSource) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || (open === openEventSource && typeof EventSource === 'undefined')) return;
    const stream = open(circleEventsUrl(circleId));
    let opened = false;
    stream.onopen = () => {
      if (opened) void client.invalidateQueries({ queryKey: circleQueryKey(circleId) });
      opened = true;
    };
    stream.onmessage = (message) => {
      const event = parseCircleEvent(message.data);
      if (!event) return;
      if (event.type === 'removed') stream.close();
      void applyCircleEvent(client, circleId, event);
    };
    return () => stream.close();
  }, [circleId, enabled, open, client]);
}
