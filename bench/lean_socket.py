"""A phone's room WebSocket on websockets' Sans-I/O layer, for the bench's phone fleet.

The asyncio connection of `websockets` gives each socket a reader task and each message a queue
entry and a wake-up: about 100 µs of this process's time per frame, so 250 phones read a
question's start over ~25 ms of one core. Here a frame is handled where its bytes arrive
(`data_received`), with no task in between: the same protocol code (handshake, framing, close,
pongs), a fraction of the cost. It is stamped with the moment the worker's wait for bytes ended
(`ArrivalSelector`), the same for every socket found ready then: stamped as each was read, the
250th socket's frame carried the reading of the 249 before it (~40 ms of the 1,000-player room's
p99 on 2026-11-29), which measured this client and not the server."""

import asyncio
import json
import selectors
import time

from room_client import RoomFailure, RoomSocket
from websockets.client import ClientProtocol
from websockets.frames import Opcode
from websockets.http11 import Response
from websockets.protocol import State
from websockets.uri import parse_uri


class ArrivalSelector(selectors.DefaultSelector):
    """The worker's selector, noting when each wait for bytes ended: every socket it then finds
    ready is stamped with that moment, not with the moment this process came to read it after the
    sockets before it in the same wake-up (a phone has a processor of its own; these 250 share one)."""

    returned_at = None

    def select(self, timeout=None):
        ready = super().select(timeout)
        ArrivalSelector.returned_at = time.time() * 1000
        return ready


def event_loop():
    """An event loop on `ArrivalSelector`, for the phone workers."""
    return asyncio.SelectorEventLoop(ArrivalSelector())


class LeanRoomSocket(RoomSocket):
    """A `RoomSocket` (the same records: seen, frames, errors, closed…) without a reader task."""

    async def open(self):
        uri = parse_uri(self.url)
        self.protocol = ClientProtocol(uri, origin=self.origin, max_size=4 * 1024 * 1024)
        request = self.protocol.connect()
        for name, value in self.headers.items():
            request.headers[name] = value
        self.protocol.send_request(request)
        loop = asyncio.get_running_loop()
        self.handshake = loop.create_future()
        self.gone = loop.create_future()
        try:
            self.transport, _ = await asyncio.wait_for(
                loop.create_connection(lambda: _Wire(self), uri.host, uri.port), 20
            )
            self._flush()
            await asyncio.wait_for(self.handshake, 20)
        except (TimeoutError, OSError) as error:
            raise RoomFailure(f"{self.label}: the WebSocket did not open: {error!r} ({self.url})") from None
        return self

    def _received(self, data):
        at = ArrivalSelector.returned_at or time.time() * 1000
        self.protocol.receive_data(data)
        for event in self.protocol.events_received():
            if isinstance(event, Response):
                self._answered(event)
            elif event.opcode is Opcode.TEXT:
                self._frame(event.data.decode(), at)
            elif event.opcode is Opcode.BINARY:
                self._frame(bytes(event.data), at)
        self._flush()
        if self.protocol.state is State.CLOSED or self.protocol.close_expected():
            self.transport.close()

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
                self.transport.write(data)
            elif self.transport.can_write_eof():
                self.transport.write_eof()

    async def send(self, message):
        if self.closed is not None or self.protocol.state is not State.OPEN:
            raise RoomFailure(f"{self.label}: cannot send {message}: the socket is closed ({self.closed})")
        self.protocol.send_text(json.dumps(message, ensure_ascii=False).encode())
        self._flush()

    async def close(self):
        if getattr(self, "transport", None) is None or self.gone.done():
            return
        if self.protocol.state is State.OPEN:
            self.protocol.send_close()
            self._flush()
        try:
            await asyncio.wait_for(asyncio.shield(self.gone), 5)
        except TimeoutError:
            self.transport.close()


class _Wire(asyncio.Protocol):
    def __init__(self, socket):
        self.socket = socket

    def data_received(self, data):
        self.socket._received(data)

    def eof_received(self):
        self.socket.protocol.receive_eof()
        self.socket._flush()
        return False  # the transport closes

    def connection_lost(self, error):
        self.socket._lost(error)
