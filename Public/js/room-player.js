// A player's phone in a party room: wait in the lobby, answer each question once (the poster is
// on the host's big screen; a 초성 clue shows here too), then see whether it was right, the
// standings and at last the podium. Every `state` frame redraws the screen whole.
import { format, pageStrings, showAlsoAccepted } from "./page-strings.js";
import { renderTeams, teamName } from "./room-board.js";
import { askBeforeLeaving, keepAwake, sendReactions, vibrate } from "./room-phone.js";
import { RoomSocket } from "./room-socket.js";
import { CountIn } from "./room-stage.js";
import {
  Countdown, VIEW_OF_PHASE, element, number, renderPodium, renderStandings, showView, statusLine,
} from "./room-view.js";

const root = document.querySelector("[data-room-play]");
const strings = pageStrings(root);
const $ = (selector) => root.querySelector(selector);
const form = $("[data-answer-form]");
const input = form.elements.answer;
const submit = form.querySelector("button");
const hintButton = $("[data-hint-button]");
const countdown = new Countdown($("[data-countdown]"), $("[data-time-fill]"), strings, $("[data-time-announce]"));
const showStatus = statusLine($("[data-status]"));
const countIn = new CountIn($("[data-view=question]"));

let room = null;
let me = null;
let shownQuestion = -1;
let answerPending = false;
let hintPending = false;
let vibrated = 0;

const socket = new RoomSocket(root.dataset.socket, {
  summaryPath: root.dataset.summary,
  roomID: root.dataset.roomId,
  onFrame(frame) {
    if (frame.type === "state") render(frame);
    else if (frame.type === "removed") removed();
    else if (frame.type === "error") {
      showStatus(frame.message);
      answerPending = false;
      hintPending = false;
      if (room?.phase === "asking" || room?.phase === "paused") renderAnswerBox();
    }
  },
  onConnection(status) {
    $("[data-banner]").hidden = status !== "reconnecting";
    if (status === "gone") gone();
  },
});

function render(frame) {
  room = frame.room;
  me = frame.me;
  root.dataset.phase = room.phase;
  root.dataset.version = String(frame.version);
  $("#play-title").textContent = room.packTitle; // 다시 하기 may have changed the pack
  showView(root, VIEW_OF_PHASE[room.phase] ?? "lobby");
  $("[data-me-score]").textContent = me ? format(strings.score, number(me.score)) : "";
  $("[data-player-count]").textContent = format(strings.players, room.playerCount);
  const team = $("[data-me-team]");
  team.hidden = me?.team == null;
  team.textContent = me?.team == null ? "" : format(strings.myTeam, teamName(strings, me.team));
  $("[data-team-box]").hidden = !room.teams?.length;
  renderTeams($("[data-team-standings]"), room.teams, strings);
  countIn.set(room.startsInMs);
  $("[data-reaction-bar]").hidden = !["lobby", "revealed", "finished"].includes(room.phase);
  const progress = format(strings.progress, room.questionNumber, room.questionCount);
  $("[data-progress]").textContent = progress;
  $("[data-reveal-progress]").textContent = progress;
  const newQuestion = room.questionNumber !== shownQuestion;
  if (newQuestion) {
    shownQuestion = room.questionNumber;
    answerPending = false;
    hintPending = false;
    input.value = "";
  }
  if (room.phase === "asking" || room.phase === "paused") {
    renderQuestion();
    if (newQuestion && !input.disabled) input.focus({ preventScroll: true });
  } else {
    countdown.stop();
  }
  if (room.phase === "revealed") renderReveal();
  const myID = me?.id ?? null;
  renderStandings($("[data-standings]"), room.standings, strings, myID);
  renderPodium($("[data-podium]"), room.podium, strings, myID);
  renderPodium($("[data-ended-podium]"), room.phase === "ended" ? room.podium : [], strings, myID);
  const place = me && room.podium.length ? format(strings.myPlace, me.rank) : "";
  $("[data-my-place]").textContent = place;
  $("[data-ended-place]").textContent = place;
}

function renderQuestion() {
  const paused = room.phase === "paused";
  countdown.set(room.remainingMs, room.timeLimitMs, !paused && !room.startsInMs);
  $("[data-paused-note]").hidden = !paused;
  const chosung = room.question?.chosung;
  const clue = $("[data-chosung]");
  clue.hidden = !chosung;
  clue.textContent = chosung ?? "";
  clue.lang = chosung && /[\u3131-\u314e]/.test(chosung) ? "ko" : "en";
  $("[data-look-up]").hidden = Boolean(chosung);
  renderAnswerBox();
}

// The box takes one answer per question: closed once sent, while paused, and for a late joiner.
function renderAnswerBox() {
  const paused = room.phase === "paused";
  const canAnswer = Boolean(me?.canAnswer);
  const answered = Boolean(me?.answered);
  if (answered) answerPending = false;
  form.hidden = !canAnswer;
  $("[data-late]").hidden = canAnswer;
  $("[data-sent]").hidden = !answered;
  $("[data-sent-text]").textContent = answered && me.sentAnswer ? format(strings.sentAnswer, me.sentAnswer) : "";
  // Nothing to answer during the 3, 2, 1: the question starts with its clock.
  const locked = !canAnswer || answered || answerPending || paused || room.startsInMs > 0;
  input.disabled = locked;
  submit.disabled = locked;
  renderHints(canAnswer && !answered && !paused);
}

function renderHints(usable) {
  const hints = me?.hints ?? [];
  const left = me?.hintsLeft ?? 0;
  const list = $("[data-hint-list]");
  // Redrawn only when a hint came (or a new question cleared them), so screen readers hear it once.
  if (list.children.length !== hints.length * 2) {
    hintPending = false;
    list.replaceChildren(...hints.flatMap((hint) => [element("dt", "", hint.label), element("dd", "", hint.text)]));
  }
  $("[data-hints]").hidden = !room.hintsAllowed || !me?.canAnswer || (hints.length === 0 && left === 0);
  hintButton.textContent = format(strings.hint, left);
  hintButton.disabled = !usable || left === 0 || hintPending;
}

function renderReveal() {
  const verdict = $("[data-verdict]");
  const last = me?.lastAnswer;
  verdict.classList.toggle("is-right", last?.correct === true);
  verdict.classList.toggle("is-wrong", last?.correct === false);
  verdict.textContent = last
    ? (last.correct ? strings.right : strings.wrong)
    : me?.canAnswer ? strings.noAnswer : strings.late;
  $("[data-gained]").textContent = last?.correct ? format(strings.gained, number(last.points)) : "";
  const mine = $("[data-my-answer]");
  mine.hidden = !me?.sentAnswer;
  mine.textContent = me?.sentAnswer ? format(strings.sentAnswer, me.sentAnswer) : "";
  if (last && vibrated !== room.questionNumber) {
    vibrated = room.questionNumber;
    vibrate(last.correct);
  }
  $("[data-reveal-title]").textContent = room.reveal?.title ?? "";
  showAlsoAccepted($("[data-reveal-also]"), room.reveal?.alsoAccepted, strings);
  $("[data-my-score]").textContent = me ? format(strings.myScore, number(me.score), me.rank) : "";
}

// The room ended while this phone was away (reloaded later).
function gone() {
  countdown.stop();
  root.dataset.phase = "ended";
  showView(root, "ended");
}

function removed() {
  countdown.stop();
  showStatus("");
  root.dataset.phase = "removed";
  showView(root, "removed");
  $("[data-banner]").hidden = true;
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  if (!input.value.trim() || input.disabled) return;
  if (!socket.send({ type: "answer", text: input.value, question: room?.questionNumber })) {
    showStatus(strings.notSent);
    return;
  }
  answerPending = true;
  input.disabled = true;
  submit.disabled = true;
});

hintButton.addEventListener("click", () => {
  if (!socket.send({ type: "hint" })) {
    showStatus(strings.notSent);
    return;
  }
  hintPending = true;
  hintButton.disabled = true;
});

keepAwake(() => !["ended", "removed"].includes(root.dataset.phase));
askBeforeLeaving($("[data-leave]"), $("[data-leave-dialog]"), root.dataset.leaveTo);
sendReactions($("[data-reaction-bar]"), (emoji) => socket.send({ type: "react", emoji }));
socket.connect();
