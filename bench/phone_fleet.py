"""The room bench's phones, spread over worker processes (#31.4).

One Python process reads WebSocket frames at about 100 µs each: when a question starts in a room of
1,000, the last phone's frame was read ~110 ms after the first although the server had written all
of them within 30 ms. Real phones are 1,000 devices; here a few processes, each with its share of
the phones, read in parallel, so the latency measured is the server's and not this client's. They
run at a lower priority (nice 10) than the server: on two cores, four processes reading 1,000
frames took the processors the server was writing the same frames with, and a real phone has a
processor of its own.

Each phone answers its question after 0.5–3 s (right by chance when the room's titles are known),
and reacts 👏 once it sees a reveal. The processes count in shared memory how many phones of each
room have seen each (phase, question), so the rooms' hosts (in the parent) know when to go on; each
process returns its phones' records when the fleet is closed."""

import asyncio
import multiprocessing
import os
import random

from lean_socket import LeanRoomSocket
from room_client import WRONG_ANSWER, RoomFailure, open_all, player_socket, until

PHASES = ("lobby", "asking", "revealed", "finished")
PHONES_PER_PROCESS = 250
MAX_PROCESSES = 4


class PhoneFleet:
    def __init__(self, rooms, max_questions):
        """`rooms`: per room, (tickets, titles or None)."""
        self.rooms = rooms
        self.slots = max_questions + 1
        context = multiprocessing.get_context("spawn")  # no fork of a process with threads and a loop
        # Per room and (phase, question): phones that have seen it; then per room: phones closed,
        # then phones whose socket has its lobby state.
        self.counts = context.Array("i", len(rooms) * (len(PHASES) * self.slots + 1))
        self.playing = context.Event()
        self.closing = context.Event()
        everyone = [(index, ticket, titles) for index, (tickets, titles) in enumerate(rooms) for ticket in tickets]
        processes = min(MAX_PROCESSES, max(1, -(-len(everyone) // PHONES_PER_PROCESS)))
        self.pipes, self.processes = [], []
        for share in (everyone[n::processes] for n in range(processes)):
            mine, theirs = context.Pipe()
            process = context.Process(
                target=_worker,
                args=(share, len(rooms), self.counts, self.slots, self.playing, self.closing, theirs),
                daemon=True,
            )
            process.start()
            self.pipes.append(mine)
            self.processes.append(process)

    def seen(self, room, phase, number):
        return self.counts[self._slot(room, phase, number)]

    def closed(self, room):
        return self.counts[_closed_slot(len(self.rooms), self.slots, room)]

    def _slot(self, room, phase, number):
        return (room * len(PHASES) + PHASES.index(phase)) * self.slots + number

    async def opened(self, timeout):
        """Waits until every process has opened its phones (each says so once); raises what failed."""
        loop = asyncio.get_running_loop()
        answers = await asyncio.wait_for(
            asyncio.gather(*(loop.run_in_executor(None, pipe.recv) for pipe in self.pipes)), timeout
        )
        failures = [answer for answer in answers if answer != "open"]
        if failures:
            raise RoomFailure(f"phones did not open: {failures[0]}")

    def start_counting(self):
        """From now on each phone counts its frames as the play's."""
        self.playing.set()

    async def close(self):
        """Every phone's record: per room, a list of dicts (see `_record`)."""
        self.closing.set()
        loop = asyncio.get_running_loop()
        records = await asyncio.wait_for(
            asyncio.gather(*(loop.run_in_executor(None, pipe.recv) for pipe in self.pipes)), 60
        )
        for process in self.processes:
            process.join(5)
        by_room = [[] for _ in self.rooms]
        for share in records:
            for room, record in share:
                by_room[room].append(record)
        return by_room


def _closed_slot(rooms, slots, room):
    """Where a room's count of closed phones is: after every room's (phase, question) counts."""
    return rooms * len(PHASES) * slots + room


def _worker(share, rooms, counts, slots, playing, closing, pipe):
    # A real phone does not share the server's processors: these yield them to it (see above).
    os.nice(10)
    try:
        with asyncio.Runner() as runner:
            runner.run(_phones(share, rooms, counts, slots, playing, closing, pipe))
    except Exception as error:  # the parent waits on the pipe: it must hear of a failure
        pipe.send(f"{type(error).__name__}: {error}")


async def _phones(share, rooms, counts, slots, playing, closing, pipe):
    sending = set()

    def count(index):
        with counts.get_lock():
            counts[index] += 1

    def later(coroutine):
        task = asyncio.get_running_loop().create_task(coroutine)
        sending.add(task)
        task.add_done_callback(sending.discard)

    def phone(room, ticket, titles):
        socket = player_socket(ticket, kind=LeanRoomSocket)
        counted = set()

        def on_state(socket, head):
            phase, number = head["phase"], head["questionNumber"]
            if phase not in PHASES or not isinstance(number, int) or not 0 <= number < slots:
                return
            if (phase, number) in counted:
                return
            counted.add((phase, number))
            count((room * len(PHASES) + PHASES.index(phase)) * slots + number)
            if phase == "asking":
                right = titles is not None and number <= len(titles) and random.random() < 0.5
                text = titles[number - 1] if right else WRONG_ANSWER
                answer = {"type": "answer", "text": text}
                later(_send_later(socket, number, "asking", answer, random.uniform(0.5, 3.0)))
            elif phase == "revealed":
                later(_send_later(socket, number, "revealed", {"type": "react", "emoji": "👏"}, 0))

        socket.on_state = on_state
        return room, socket

    phones = [phone(room, ticket, titles) for room, ticket, titles in share]
    await open_all([socket for _, socket in phones])
    pipe.send("open")

    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, playing.wait)
    frames_before = {id(socket): socket.frames for _, socket in phones}
    closed = set()
    while not closing.is_set():
        for room, socket in phones:
            if socket.closed and id(socket) not in closed:
                closed.add(id(socket))
                count(_closed_slot(rooms, slots, room))
        await asyncio.sleep(0.02)
    await until(lambda: all(socket.closed for _, socket in phones), 5)
    await asyncio.gather(*(socket.close() for _, socket in phones))
    pipe.send([(room, _record(socket, frames_before[id(socket)])) for room, socket in phones])


async def _send_later(socket, number, phase, message, delay):
    if delay:
        await asyncio.sleep(delay)
    if socket.phase == phase and socket.number == number and not socket.closed:
        try:
            await socket.send(message)
        except RoomFailure:
            pass  # the socket closed meanwhile: its record says so


def _record(socket, frames_before):
    return {
        "label": socket.label,
        "seen": {key: (seen.at, seen.started_at, seen.read_at) for key, seen in socket.seen.items()},
        "backwards": len(socket.backwards),
        "frames": socket.frames - frames_before,
        "errors": socket.errors[:3],
        "other": socket.other[:3],
        "closed": socket.closed,
    }
