/**
 * A stand-in for the page's websocket (lib/realtime.ts), installed with
 * `vi.stubGlobal('WebSocket', FakeSocket)`: it opens on the next tick, as a reachable server's
 * does, and the test pushes into the last one opened what the server would send.
 */
export class FakeSocket {
  static last: FakeSocket | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeSocket.last = this;
    setTimeout(() => this.onopen?.(), 0);
  }
  close() {}
  push(data: object) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
}
