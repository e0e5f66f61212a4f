import type { EventPayload, ServerEventName } from '@app/contract';

/**
 * Services publish typed events after their transaction commits; the Socket.IO hub
 * (or a test recorder) decides which rooms receive them.
 */
/** Every socket of one signed-in user joins this room, so their sessions can be dropped together. */
export const userRoom = (userId: number): string => `user:${userId}`;

export interface PublishTarget {
  rooms: string[];
}

export interface EventPublisher {
  publish<E extends ServerEventName>(event: E, payload: EventPayload<E>, target: PublishTarget): void;
  /** Drops every socket in a room, on every instance (a rotated table key must lock old holders out). */
  disconnectRoom(room: string): void;
}

/** Collects events in memory; used until the socket server is attached, and by tests. */
export class RecordingPublisher implements EventPublisher {
  static readonly KEEP = 500;
  readonly sent: { event: ServerEventName; payload: unknown; rooms: string[] }[] = [];
  private sink?: EventPublisher;

  publish<E extends ServerEventName>(event: E, payload: EventPayload<E>, target: PublishTarget): void {
    this.sent.push({ event, payload, rooms: target.rooms });
    // A running server publishes forever: keep only the latest events (tests read a handful).
    if (this.sent.length > RecordingPublisher.KEEP * 2) this.sent.splice(0, this.sent.length - RecordingPublisher.KEEP);
    this.sink?.publish(event, payload, target);
  }

  disconnectRoom(room: string): void {
    this.sink?.disconnectRoom(room);
  }

  /** Forward everything published from now on (the hub attaches itself here). */
  forwardTo(sink: EventPublisher): void {
    this.sink = sink;
  }
}
