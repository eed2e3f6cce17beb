// The host's remote: the room's controls on the host's phone, with where the game stands, so one
// person can run a room from the sofa while the big screen shows it.
import { format, pageStrings } from "./page-strings.js";
import { HostControls } from "./room-controls.js";
import { RoomSocket } from "./room-socket.js";
import { Countdown, statusLine } from "./room-view.js";

const root = document.querySelector("[data-room-remote]");
const strings = pageStrings(root);
const $ = (selector) => root.querySelector(selector);
const countdown = new Countdown($("[data-countdown]"), null, strings);
const showStatus = statusLine($("[data-status]"));
const PHASES = {
  lobby: strings.phaseLobby, asking: strings.phaseAsking, paused: strings.phasePaused,
  revealed: strings.phaseRevealed, finished: strings.phaseFinished, ended: strings.phaseEnded,
};

const socket = new RoomSocket(root.dataset.socket, {
  summaryPath: root.dataset.summary,
  roomID: root.dataset.roomId,
  onFrame(frame) {
    if (frame.type === "state") render(frame.room, frame.version);
    else if (frame.type === "error") {
      showStatus(frame.message);
      controls.refused();
    }
  },
  onConnection(status) {
    $("[data-banner]").hidden = status !== "reconnecting";
    if (status === "gone") {
      $("[data-remote-phase]").textContent = PHASES.ended;
      controls.hideAll();
    }
  },
});
const controls = new HostControls(root, socket);

function render(room, version) {
  root.dataset.phase = room.phase;
  root.dataset.version = String(version);
  $("#remote-title").textContent = room.packTitle;
  $("[data-remote-phase]").textContent = PHASES[room.phase] ?? "";
  const playing = ["asking", "paused", "revealed"].includes(room.phase);
  $("[data-progress]").textContent = playing ? format(strings.progress, room.questionNumber, room.questionCount) : "";
  const asking = room.phase === "asking" || room.phase === "paused";
  $("[data-countdown]").hidden = !asking;
  if (asking) countdown.set(room.remainingMs, room.timeLimitMs, room.phase === "asking" && !room.startsInMs);
  else countdown.stop();
  $("[data-answered]").textContent = asking ? format(strings.answered, room.answered, room.answering) : "";
  $("[data-player-count]").textContent = format(strings.players, room.playerCount);
  controls.render(room);
}

socket.connect();
