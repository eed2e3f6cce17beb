"""A phone's room WebSocket on websockets' Sans-I/O layer, for the bench's phone fleet.

The asyncio connection of `websockets` gives each socket a reader task and each message a queue
entry and a wake-up: about 100 µs of this process's time per frame, so 250 phones read a
question's start over ~25 ms of one core. Here a frame is handled where its bytes arrive, with no
task in between: the same protocol code (handshake, framing, close, pongs), a fraction of the cost.

Each frame carries two moments:
- when its bytes reached the phone's socket: the kernel's receive stamp (`SO_TIMESTAMPNS`, read
  with `recvmsg`; on loopback, the moment the server or nginx wrote them). A phone has a processor
  of its own, so this is what a player waits for. Several frames read at once carry the stamp of
  the last bytes read, never an earlier one.
- when this worker read it: the same plus however long 250 phones sharing one worker, at nice 10,
  on the 2 cores the servers, PostgreSQL and nginx also use, took to come to it (on the cluster on
  2026-11-29, up to ~100 ms after the servers had sent everything)."""

import asyncio
import json
import socket
import struct
import time

from room_client import RoomFailure, RoomSocket
from websockets.client import ClientProtocol
from websockets.frames import Opcode
from websockets.http11 import Response
from websockets.protocol import State
from websockets.uri import parse_uri

# Linux's values (asm-generic/socket.h); Python's socket module does not name them.
SO_TIMESTAMPNS = getattr(socket, "SO_TIMESTAMPNS", 35)
_STAMP_SPACE = socket.CMSG_SPACE(struct.calcsize("qq"))
_READ_SIZE = 256 * 1024


class LeanRoomSocket(RoomSocket):
    """A `RoomSocket` (the same records: seen, frames, errors, closed…) without a reader task."""

    async def open(self):
        uri = parse_uri(self.url)
        self.protocol = ClientProtocol(uri, origin=self.origin, max_size=4 * 1024 * 1024)
        request = self.protocol.connect()
        for name, value in self.headers.items():
            request.headers[name] = value
        self.protocol.send_request(request)
        self.loop = asyncio.get_running_loop()
        self.handshake = self.loop.create_future()
        self.gone = self.loop.create_future()
        self.outgoing = bytearray()
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, SO_TIMESTAMPNS, 1)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.sock.setblocking(False)
        try:
            await asyncio.wait_for(self.loop.sock_connect(self.sock, (uri.host, uri.port)), 20)
            self.loop.add_reader(self.sock.fileno(), self._readable)
            self._flush()
            await asyncio.wait_for(self.handshake, 20)
        except (TimeoutError, OSError) as error:
            self._shut()
            raise RoomFailure(f"{self.label}: the WebSocket did not open: {error!r} ({self.url})") from None
        return self

    def _readable(self):
        try:
            data, ancillary, _, _ = self.sock.recvmsg(_READ_SIZE, _STAMP_SPACE)
        except (BlockingIOError, InterruptedError):
            return
        except OSError as error:
            self._drop(error)
            return
        read_at = time.time() * 1000
        if not data:
            self.protocol.receive_eof()
            self._flush()
            self._drop(None)
            return
        arrived_at = read_at
        for level, kind, value in ancillary:
            if level == socket.SOL_SOCKET and kind == SO_TIMESTAMPNS:
                seconds, nanoseconds = struct.unpack("qq", value[: struct.calcsize("qq")])
                arrived_at = seconds * 1000 + nanoseconds / 1e6
        self._received(data, arrived_at, read_at)

    def _received(self, data, at, read_at):
        self.protocol.receive_data(data)
        for event in self.protocol.events_received():
            if isinstance(event, Response):
                self._answered(event)
            elif event.opcode is Opcode.TEXT:
                self._frame(event.data.decode(), at, read_at)
            elif event.opcode is Opcode.BINARY:
                self._frame(bytes(event.data), at, read_at)
        self._flush()
        if self.protocol.state is State.CLOSED or self.protocol.close_expected():
            self._drop(None)

    def _answered(self, response):
        if self.handshake.done():
            return
        if self.protocol.handshake_exc is not None:
            self.handshake.set_exception(
                RoomFailure(
                    f"{self.label}: the WebSocket was refused: HTTP {response.status_code} "
                    f"{response.body[:300]!r} ({self.url})"
                )
            )
        else:
            self.handshake.set_result(None)

    def _lost(self, error):
        if self.closed is None:
            code = self.protocol.close_code
            self.closed = (
                f"closed by the server ({code} {self.protocol.close_reason!r})"
                if code is not None
                else f"connection lost ({error!r})"
            )
        if not self.handshake.done():
            self.handshake.set_exception(RoomFailure(f"{self.label}: the WebSocket did not open: {self.closed}"))
        if not self.gone.done():
            self.gone.set_result(None)

    def _flush(self):
        for data in self.protocol.data_to_send():
            if data:
                self.outgoing += data
            elif self.sock.fileno() >= 0:
                self._write()
                self.sock.shutdown(socket.SHUT_WR)
        self._write()

    def _write(self):
        """Sends what is waiting; what the socket does not take now goes when it can."""
        if self.sock.fileno() < 0:
            return
        try:
            while self.outgoing:
                sent = self.sock.send(self.outgoing)
                del self.outgoing[:sent]
        except (BlockingIOError, InterruptedError):
            pass
        except OSError as error:
            self._drop(error)
            return
        if self.outgoing:
            self.loop.add_writer(self.sock.fileno(), self._write)
        else:
            self.loop.remove_writer(self.sock.fileno())

    def _drop(self, error):
        """The socket is gone (`error`, or None for an end): recorded, then closed here too."""
        self._lost(error)
        self._shut()

    def _shut(self):
        if self.sock.fileno() >= 0:
            self.loop.remove_reader(self.sock.fileno())
            self.loop.remove_writer(self.sock.fileno())
            self.sock.close()

    async def send(self, message):
        if self.closed is not None or self.protocol.state is not State.OPEN:
            raise RoomFailure(f"{self.label}: cannot send {message}: the socket is closed ({self.closed})")
        self.protocol.send_text(json.dumps(message, ensure_ascii=False).encode())
        self._flush()

    async def close(self):
        if getattr(self, "sock", None) is None or self.gone.done():
            return
        if self.protocol.state is State.OPEN:
            self.protocol.send_close()
            self._flush()
        try:
            await asyncio.wait_for(asyncio.shield(self.gone), 5)
        except TimeoutError:
            self._shut()
