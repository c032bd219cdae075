import type { FastifyInstance } from 'fastify';
import { circleEventSchema, type CircleEvent } from '../../../common/api/circles';
import type { RedisLink } from '../../lib/redis-link';

/** Broadcast by the app server where a circle changed: every server tells its members with the page open. */
export const CIRCLE_EVENTS_CHANNEL = 'circle-events';

type Listener = (event: CircleEvent) => void;
type Envelope = { from: string; circleId: string; event: CircleEvent };

/**
 * The circles' live events: each change is delivered at once to the streams open on this server, and sent through
 * Redis to the other app servers, which deliver it to theirs (a server ignores its own broadcast, already
 * delivered). Without Redis (one server), or while it is down, the change reaches this server's streams alone.
 */
export class CircleEvents {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly stopListening: (() => void) | undefined;

  constructor(private readonly redis: RedisLink | undefined) {
    this.stopListening = redis?.subscribe(CIRCLE_EVENTS_CHANNEL, (message) => this.fromOthers(message));
  }

  publish(circleId: string, event: CircleEvent): void {
    this.deliver(circleId, event);
    if (!this.redis) return;
    const envelope: Envelope = { from: this.redis.instanceId, circleId, event };
    void this.redis.publish(CIRCLE_EVENTS_CHANNEL, JSON.stringify(envelope));
  }

  subscribe(circleId: string, listener: Listener): () => void {
    let set = this.listeners.get(circleId);
    if (!set) {
      set = new Set();
      this.listeners.set(circleId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(circleId) === set) this.listeners.delete(circleId);
    };
  }

  close(): void {
    this.stopListening?.();
    this.listeners.clear();
  }

  private fromOthers(message: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === this.redis?.instanceId) return;
    const parsed = circleEventSchema.safeParse(envelope.event);
    if (parsed.success && typeof envelope.circleId === 'string') this.deliver(envelope.circleId, parsed.data);
  }

  private deliver(circleId: string, event: CircleEvent): void {
    for (const listener of this.listeners.get(circleId) ?? []) listener(event);
  }
}

const buses = new WeakMap<object, CircleEvents>();

/** The app's one circle event bus (the post routes and the circle routes publish on the same one). */
export function circleEventsOf(app: FastifyInstance): CircleEvents {
  const existing = buses.get(app.database);
  if (existing) return existing;
  const bus = new CircleEvents(app.redis);
  buses.set(app.database, bus);
  app.addHook('onClose', async () => {
    buses.delete(app.database);
    bus.close();
  });
  return bus;
}
