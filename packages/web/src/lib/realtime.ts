import { REALTIME_PATH, type RealtimeEvent, realtimeEventSchema, reconnectDelay } from '@jobsite/core';

/**
 * The page's one websocket to /checkin/V1. It opens while someone listens, reconnects with
 * exponential backoff capped at 300000 ms, and tells listeners when it (re)connects so they
 * can catch up on what they missed.
 */
export type RealtimeListener = (event: RealtimeEvent) => void;
type StatusListener = (connected: boolean) => void;

export interface RealtimeOptions {
  url?: string;
  createSocket?: (url: string) => WebSocket;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export class RealtimeClient {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: unknown = null;
  private readonly listeners = new Set<RealtimeListener>();
  private readonly statusListeners = new Set<StatusListener>();
  connected = false;

  constructor(private readonly opts: RealtimeOptions = {}) {}

  private url(): string {
    if (this.opts.url) return this.opts.url;
    const proto = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    return `${proto}//${window.location.host}${REALTIME_PATH}`;
  }

  /** Listens to pushed events; the socket opens with the first listener and closes after the last. */
  subscribe(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.open();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.close();
    };
  }

  onStatus(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Starts over now: after sign-in or a company switch the old socket belongs to the old session. */
  restart(): void {
    if (this.listeners.size === 0) return;
    this.close();
    this.attempt = 0;
    this.open();
  }

  private open(): void {
    const create = this.opts.createSocket ?? ((url: string) => new WebSocket(url));
    const socket = create(this.url());
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.setConnected(true);
    };
    socket.onmessage = (msg) => {
      let data: unknown;
      try {
        data = JSON.parse(String(msg.data));
      } catch {
        return;
      }
      const parsed = realtimeEventSchema.safeParse(data);
      if (parsed.success) this.listeners.forEach((l) => l(parsed.data));
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.setConnected(false);
      this.scheduleReconnect();
    };
    // A failed connection also closes; onclose does the rest.
    socket.onerror = () => {};
  }

  private scheduleReconnect(): void {
    if (this.listeners.size === 0) return;
    const delay = reconnectDelay(this.attempt++);
    const setTimer = this.opts.setTimer ?? ((fn, ms) => window.setTimeout(fn, ms));
    this.timer = setTimer(() => {
      this.timer = null;
      if (this.listeners.size > 0 && !this.socket) this.open();
    }, delay);
  }

  private close(): void {
    if (this.timer !== null) (this.opts.clearTimer ?? ((h) => window.clearTimeout(h as number)))(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
    this.setConnected(false);
  }

  private setConnected(value: boolean): void {
    if (this.connected === value) return;
    this.connected = value;
    this.statusListeners.forEach((l) => l(value));
  }
}

export const realtime = new RealtimeClient();
