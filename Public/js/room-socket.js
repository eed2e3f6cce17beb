// The party room's WebSocket, shared by the host's big screen and the players' phones: one JSON
// frame at a time in, one JSON message at a time out. It reconnects by itself (0.5 s doubling to
// 8 s, with jitter) until the room is over for this page: a `removed` or `replaced` frame, or a state whose
// phase is `ended`, or a room that is gone (a socket refused before it opened, and the room's
// summary answering 404 or naming another room: a page reloaded after its room ended). The
// server's `state` is the whole truth, so a reconnect needs nothing else.
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 8000;

export class RoomSocket {
  /// `onFrame(frame)` gets every parsed frame; `onConnection(status)` hears "open", "reconnecting"
  /// or "gone"; `summaryPath` is `GET /api/v1/rooms/{pin}`, which names the live room with the PIN.
  constructor(path, { onFrame, onConnection, summaryPath, roomID }) {
    this.url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + path;
    this.onFrame = onFrame;
    this.onConnection = onConnection;
    this.summaryPath = summaryPath;
    this.roomID = (roomID ?? "").toLowerCase();
    this.socket = null;
    this.delay = FIRST_DELAY_MS;
    this.timer = 0;
    this.finished = false;
    // The newest version drawn: an older state (a reconnect's first frame crossing a change) is
    // dropped; an equal one is a newer picture of the same moment (the next poster area).
    this.version = -1;

    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") this.reconnectNow();
    });
    // A phone that lost its network keeps a dead socket open for a long while: drop it at once,
    // and try again as soon as the network is back.
    window.addEventListener("offline", () => this.drop());
    window.addEventListener("online", () => this.reconnectNow());
    window.addEventListener("pagehide", () => this.close());
    window.addEventListener("pageshow", (event) => {
      if (event.persisted) this.reconnectNow();
    });
  }

  connect() {
    if (this.finished || this.socket) return;
    clearTimeout(this.timer);
    if (navigator.onLine === false) {
      // The "online" event brings us back; look again now and then in case it never comes.
      this.onConnection("reconnecting");
      this.timer = setTimeout(() => this.connect(), MAX_DELAY_MS);
      return;
    }
    const socket = new WebSocket(this.url);
    let opened = false;
    this.socket = socket;
    socket.addEventListener("open", () => {
      if (this.socket !== socket) return;
      opened = true;
      this.delay = FIRST_DELAY_MS;
      this.onConnection("open");
    });
    socket.addEventListener("message", (event) => {
      if (this.socket !== socket || typeof event.data !== "string") return;
      let frame;
      try {
        frame = JSON.parse(event.data);
      } catch {
        return;
      }
      if (frame.type === "state") {
        if (frame.version < this.version) return;
        this.version = frame.version;
      }
      // `replaced`: this page's socket was the oldest of three the same player held; coming back
      // by itself would only close another of theirs.
      const replaced = frame.type === "error" && frame.code === "replaced";
      if (replaced || frame.type === "removed" || (frame.type === "state" && frame.room?.phase === "ended")) {
        this.finished = true;
      }
      this.onFrame(frame);
    });
    socket.addEventListener("close", () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (opened) this.scheduleReconnect();
      else this.refused();
    });
  }

  // Refused before opening: the server is away, or the room is over. Only the second tries again.
  async refused() {
    this.scheduleReconnect();
    if (!this.summaryPath || navigator.onLine === false) return;
    try {
      const response = await fetch(this.summaryPath, { headers: { Accept: "application/json" } });
      // The PIN of an ended room may already be another room's.
      const other = response.ok && String((await response.json()).id).toLowerCase() !== this.roomID;
      if ((response.status !== 404 && !other) || this.finished || this.socket) return;
      this.finished = true;
      clearTimeout(this.timer);
      this.onConnection("gone");
    } catch {
      // Unreachable: keep trying.
    }
  }

  /// Sends one message; false when there is no open socket to send it on.
  send(message) {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  scheduleReconnect() {
    if (this.finished) return;
    this.onConnection("reconnecting");
    clearTimeout(this.timer);
    // Full jitter on the upper half, so a room of phones does not come back all in the same instant.
    const wait = this.delay / 2 + Math.random() * (this.delay / 2);
    this.delay = Math.min(MAX_DELAY_MS, this.delay * 2);
    this.timer = setTimeout(() => this.connect(), wait);
  }

  reconnectNow() {
    if (this.finished || this.socket) return;
    this.delay = FIRST_DELAY_MS;
    this.connect();
  }

  /// Forgets the current socket (its late events are ignored) and starts reconnecting.
  drop() {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    try {
      socket.close();
    } catch {
      // already closing
    }
    this.scheduleReconnect();
  }

  close() {
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }
}
