import { z } from 'zod';
import { notificationSchema } from '../notifications/schemas';
import { requisitionRealtimeEventSchema } from '../requisitions/schemas';
import { exportRealtimeEventSchema } from '../exports/schemas';

/** The realtime channel (websocket /checkin/V1, spec sections 7 and 9). */
export const REALTIME_PATH = '/checkin/V1';
export const MAX_RECONNECT_MS = 300_000;
export const FIRST_RECONNECT_MS = 1_000;

export const versionSchema = z.object({
  /** Changes with every deployment: the app version and the identity of the built web app. */
  version: z.string(),
});
export type AppVersion = z.infer<typeof versionSchema>;

export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), notification: notificationSchema, unread_count: z.number().int() }),
  z.object({ type: z.literal('unread_count'), unread_count: z.number().int() }),
  z.object({ type: z.literal('version'), version: z.string() }),
  requisitionRealtimeEventSchema,
  exportRealtimeEventSchema,
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/**
 * How long to wait before reconnect attempt `attempt` (0-based): doubling from one second,
 * capped at 300000 ms, with up to 20% jitter taken off so many clients do not return at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RECONNECT_MS, FIRST_RECONNECT_MS * 2 ** Math.min(attempt, 30));
  return Math.round(base * (1 - 0.2 * random()));
}
