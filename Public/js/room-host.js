// The host's big screen: the PIN and who joined, then each question (the poster as far as the
// server has revealed it, or the 초성 clue), the answer with the standings, and the podium. Every
// `state` frame redraws the screen whole; the buttons send the host's commands.
import { format, pageStrings, showAlsoAccepted } from "./page-strings.js";
import { Reactions, renderAnswers, renderTeams, teamName } from "./room-board.js";
import { HostControls } from "./room-controls.js";
import { RoomSocket } from "./room-socket.js";
import { CountIn, stageSound, watchFullscreen } from "./room-stage.js";
import {
  Countdown, VIEW_OF_PHASE, element, renderPodium, renderRanking, renderStandings, seconds, showView, statusLine,
} from "./room-view.js";

const root = document.querySelector("[data-room-host]");
const strings = pageStrings(root);
const $ = (selector) => root.querySelector(selector);
const playerList = $("[data-player-list]");
const stage = $("[data-stage]");
const black = $("[data-black]");
const countdown = new Countdown($("[data-countdown]"), $("[data-time-fill]"), strings, $("[data-time-announce]"));
const showStatus = statusLine($("[data-status]"));
const sound = stageSound($("[data-sound]"), $("[data-sound-label]"), strings);
const countIn = new CountIn($("[data-view=question]"), sound.count);
const reactions = new Reactions($("[data-reactions]"));
const nextIn = new Countdown($("[data-next-in]"), null, { seconds: strings.nextIn });

let room = null;
let shownQuestion = -1;
let shownImage = null;

const socket = new RoomSocket(root.dataset.socket, {
  summaryPath: root.dataset.summary,
  roomID: root.dataset.roomId,
  onFrame(frame) {
    if (frame.type === "state") render(frame);
    else if (frame.type === "reaction") reactions.show(frame.emoji);
    else if (frame.type === "error") {
      showStatus(frame.message);
      for (const button of root.querySelectorAll(".chip-remove, .answer-hide")) button.disabled = false;
      controls.refused();
    }
  },
  onConnection(status) {
    $("[data-banner]").hidden = status !== "reconnecting";
    if (status === "gone") gone();
  },
});
const controls = new HostControls(root, socket);

function render(frame) {
  cue(room, frame.room);
  room = frame.room;
  root.dataset.phase = room.phase;
  root.dataset.version = String(frame.version);
  showView(root, VIEW_OF_PHASE[room.phase] ?? "lobby");
  root.classList.toggle("is-paused", room.phase === "paused");
  const playing = ["asking", "paused", "revealed"].includes(room.phase);
  const progress = $("[data-progress]");
  progress.hidden = !playing;
  progress.textContent = format(strings.progress, room.questionNumber, room.questionCount);
  $("[data-pin-small]").hidden = !playing;
  renderPlayers(frame.players ?? []);
  if (room.questionNumber !== shownQuestion) {
    shownQuestion = room.questionNumber;
    clearStage();
  }
  if (room.phase === "asking" || room.phase === "paused") renderQuestion(frame.host);
  else countdown.stop();
  countIn.set(room.startsInMs);
  if (room.reveal && room.phase === "revealed") renderReveal(room.reveal);
  renderBoards(frame);
  controls.render(room);
}

// Everything ranked: the room's answers, the team and player standings, the podium, the ranking.
function renderBoards(frame) {
  // Nicknames are unique in a room: a name under an answer is that player.
  const byName = new Map((frame.players ?? []).map((player) => [player.nickname, player]));
  renderAnswers($("[data-answers-box]"), room.phase === "revealed" ? frame.answers : null, strings, {
    hide: (key) => socket.send({ type: "hideAnswer", key }),
    reportLink: (name) => reportLink(byName.get(name), "answer-name", name),
  });
  const teams = room.teams ?? [];
  $("[data-team-box]").hidden = teams.length === 0;
  renderTeams($("[data-team-standings]"), teams, strings);
  renderTeams($("[data-final-teams]"), teams, strings);
  $("[data-final-teams]").hidden = $("[data-final-teams-title]").hidden = teams.length === 0;
  $("[data-next-in]").hidden = !(room.nextQuestionInMs >= 0);
  if (room.nextQuestionInMs >= 0) nextIn.set(room.nextQuestionInMs, room.nextQuestionInMs, true);
  else nextIn.stop();
  renderStandings($("[data-standings]"), room.standings, strings);
  // A team game's podium is the teams'; everyone's own place is in the full ranking beside it.
  const teamPodium = teams.filter((entry) => entry.rank <= 3).map((entry) => ({
    id: `team-${entry.team}`, nickname: teamName(strings, entry.team), score: entry.score, rank: entry.rank,
  }));
  renderPodium($("[data-podium]"), teams.length ? teamPodium : room.podium, strings);
  renderPodium($("[data-ended-podium]"), room.phase === "ended" ? room.podium : [], strings);
  renderRanking($("[data-ranking]"), frame.ranking, strings);
  renderRanking($("[data-ended-ranking]"), frame.ranking, strings);
  $("[data-ended-ranking-box]").hidden = !frame.ranking?.length;
}

// The sounds of a change: the music while a question runs, a chime or a slide at its reveal.
function cue(before, after) {
  if (after.phase === "asking") sound.asking();
  else sound.quiet();
  const revealedNow = after.phase === "revealed" && (before?.phase !== "revealed" ||
    before.questionNumber !== after.questionNumber);
  if (revealedNow && before) sound.reveal((after.reveal?.correct ?? []).length > 0);
  if (before && after.phase === "lobby" && after.playerCount > before.playerCount) sound.joined();
}

// The room ended while this page was away (reloaded later): the end, without its podium.
function gone() {
  countdown.stop();
  root.dataset.phase = "ended";
  showView(root, "ended");
  controls.hideAll();
}

// The lobby list is kept, not redrawn, so a focused 내보내기 button stays focused as others join.
function renderPlayers(players) {
  $("[data-player-count]").textContent = format(strings.players, players.length);
  $("[data-lobby-empty]").hidden = players.length > 0;
  $("[data-locked]").hidden = !room.locked;
  const chips = new Map([...playerList.children].map((chip) => [chip.dataset.id, chip]));
  const ids = new Set(players.map((player) => player.id));
  for (const [id, chip] of chips) {
    if (ids.has(id)) continue;
    // Not onto the next 내보내기 button: a second Enter would remove someone else.
    if (chip.contains(document.activeElement)) $("#lobby-title").focus();
    chip.remove();
  }
  players.forEach((player, index) => {
    const chip = chips.get(player.id) ?? playerChip(player);
    chip.querySelector("button").disabled = false;
    if (playerList.children[index] !== chip) playerList.insertBefore(chip, playerList.children[index] ?? null);
  });
}

function playerChip(player) {
  const chip = element("li", "player-chip");
  chip.dataset.id = player.id;
  const remove = element("button", "chip-remove", strings.remove);
  remove.type = "button";
  remove.setAttribute("aria-label", format(strings.removeLabel, player.nickname));
  remove.addEventListener("click", () => {
    if (socket.send({ type: "remove", player: player.id })) remove.disabled = true;
  });
  chip.append(element("span", "name", player.nickname), remove);
  const report = reportLink(player, "chip-report", strings.report);
  if (report) chip.append(report);
  return chip;
}

/// 신고 for a player who joined with a profile other than the host's own, in a new tab: the big
/// screen keeps running the room.
function reportLink(player, className, text) {
  if (!player?.profileID || player.profileID === root.dataset.hostProfile) return null;
  const link = element("a", className, text);
  link.href = `/profiles/${player.profileID}/report`;
  link.target = "_blank";
  link.rel = "noopener";
  link.title = format(strings.reportLabel, player.nickname);
  link.setAttribute("aria-label", link.title);
  return link;
}

function clearStage() {
  shownImage = null;
  for (const old of stage.querySelectorAll(".host-step, .chosung-card")) old.remove();
  black.hidden = false;
}

function renderQuestion(host) {
  const paused = room.phase === "paused";
  countdown.set(room.remainingMs, room.timeLimitMs, !paused && !room.startsInMs);
  $("[data-answered]").textContent = format(strings.answered, room.answered, room.answering);
  $("[data-paused-note]").hidden = !paused;
  const chosung = room.question?.chosung;
  if (chosung) {
    showChosung(chosung);
  } else if (host?.stepImageURL) {
    showStep(host.stepImageURL);
  } else {
    // Still black, or paused: the server sends no picture, so none stays on screen either.
    clearStage();
  }
}

function showChosung(text) {
  black.hidden = true;
  if (stage.querySelector(".chosung-card")?.textContent === text) return;
  const card = element("p", "chosung-card", text);
  card.lang = /[\u3131-\u314e]/.test(text) ? "ko" : "en";
  card.classList.toggle("is-long", text.length > 12);
  stage.replaceChildren(black, card);
}

// Each step image holds every area shown so far: fading it in over the last one shows the new area.
function showStep(url) {
  if (shownImage === url) return;
  shownImage = url;
  const image = new Image();
  image.className = "host-step";
  image.alt = strings.stepAlt;
  image.decoding = "async";
  image.src = url;
  image.decode().catch(() => {}).then(() => {
    if (shownImage !== url) return;
    black.hidden = true;
    stage.append(image);
    requestAnimationFrame(() => image.classList.add("shown"));
    for (const old of [...stage.querySelectorAll(".host-step")].slice(0, -2)) old.remove();
  });
}

function renderReveal(reveal) {
  const poster = $("[data-reveal-poster]");
  poster.hidden = !reveal.posterURL;
  if (reveal.posterURL && poster.getAttribute("src") !== reveal.posterURL) poster.src = reveal.posterURL;
  poster.alt = format(strings.posterAlt, reveal.title);
  $("[data-reveal-title]").textContent = reveal.title;
  const original = reveal.originalTitle && reveal.originalTitle !== reveal.title ? reveal.originalTitle : "";
  $("[data-reveal-original]").textContent = [original, reveal.releaseYear].filter(Boolean).join(" · ");
  const correct = reveal.correct ?? [];
  $("[data-reveal-correct]").textContent =
    correct.length ? format(strings.correct, correct.join(", ")) : strings.correctNone;
  // Nobody got it is not a success: it is not shown in the success colour.
  $("[data-reveal-correct]").classList.toggle("is-none", correct.length === 0);
  const clue = $("[data-reveal-clue]");
  clue.hidden = !reveal.clue || reveal.clue === reveal.title;
  clue.lang = /[\u3131-\u314e]/.test(reveal.clue ?? "") ? "ko" : "en";
  $("[data-clue-text]").textContent = reveal.clue ?? "";
  const fastest = $("[data-reveal-fastest]");
  fastest.hidden = !reveal.fastest;
  fastest.textContent = reveal.fastest
    ? `⚡ ${format(strings.fastest, reveal.fastest.nickname, seconds(reveal.fastest.elapsedMs))}` : "";
  showAlsoAccepted($("[data-reveal-also]"), reveal.alsoAccepted, strings);
}

watchFullscreen($("[data-fullscreen]"), $("[data-fullscreen-label]"), strings);
socket.connect();
