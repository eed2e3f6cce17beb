// Pieces both party-room screens draw from a `state` frame: the views, the countdown, the
// standings and the podium. Names and titles come from other people: always as textContent.
import { format } from "./page-strings.js";

const numbers = new Intl.NumberFormat(document.documentElement.lang || "ko");
export const number = (value) => numbers.format(value ?? 0);

/// The screen each phase shows.
export const VIEW_OF_PHASE = {
  lobby: "lobby", asking: "question", paused: "question", revealed: "reveal", finished: "finished", ended: "ended",
};

export function showView(root, name) {
  for (const view of root.querySelectorAll("[data-view]")) view.hidden = view.dataset.view !== name;
}

export function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/// The time left, counted down locally from the `remainingMs` of the latest state (the server
/// keeps the clock: every state sets it again). Both screens show it as seconds and a bar; a
/// screen reader hears it through `live` (a polite region) at 10 and 5 seconds, not every second.
export class Countdown {
  constructor(label, fill, strings, live = null) {
    this.label = label;
    this.fill = fill;
    this.strings = strings;
    this.live = live;
    this.said = 0;
    this.deadline = 0;
    this.remaining = 0;
    this.limit = 1;
    this.running = false;
    this.timer = 0;
  }

  set(remainingMs, limitMs, running) {
    this.limit = Math.max(1, limitMs || 1);
    this.remaining = Math.max(0, remainingMs || 0);
    this.deadline = performance.now() + this.remaining;
    this.running = running;
    clearInterval(this.timer);
    if (running) this.timer = setInterval(() => this.draw(), 250);
    this.draw();
  }

  stop() {
    clearInterval(this.timer);
    this.running = false;
    this.said = 0;
  }

  // Once on passing 10 seconds and once on passing 5 (a jump may skip the exact second).
  announce(seconds) {
    if (seconds > 10 || seconds <= 0) {
      this.said = seconds > 10 ? 0 : this.said;
      return;
    }
    const mark = seconds <= 5 ? 5 : 10;
    if (this.said === mark) return;
    this.said = mark;
    this.live.textContent = format(this.strings.secondsLeft, seconds);
  }

  draw() {
    const left = this.running ? Math.max(0, this.deadline - performance.now()) : this.remaining;
    const seconds = Math.ceil(left / 1000);
    this.label.textContent = format(this.strings.seconds, seconds);
    this.label.classList.toggle("is-low", left <= 5000);
    if (this.live && this.running) this.announce(seconds);
    if (this.fill) this.fill.style.transform = `scaleX(${left / this.limit})`;
    if (left <= 0) clearInterval(this.timer);
  }
}

function changeBadge(change, strings) {
  const badge = element("span", "change");
  if (change === null || change === undefined) {
    badge.classList.add("is-new");
    badge.textContent = strings.changeNew;
    return badge;
  }
  const [symbol, label, kind] =
    change > 0 ? [`▲${change}`, format(strings.changeUp, change), "is-up"]
    : change < 0 ? [`▼${-change}`, format(strings.changeDown, -change), "is-down"]
    : ["–", strings.changeSame, "is-same"];
  badge.classList.add(kind);
  const shown = element("span", "", symbol);
  shown.setAttribute("aria-hidden", "true");
  badge.append(shown, element("span", "visually-hidden", label));
  return badge;
}

export const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

/// Rows keyed by `data-id` that moved since the last drawing glide from where they were (FLIP):
/// a rank change is seen, not only read.
function glide(list, draw) {
  const before = new Map([...list.children].map((row) => [row.dataset.id, row.getBoundingClientRect().top]));
  draw();
  if (reducedMotion() || before.size === 0) return;
  for (const row of list.children) {
    const top = before.get(row.dataset.id);
    const shift = top === undefined ? 0 : top - row.getBoundingClientRect().top;
    if (!shift) continue;
    row.animate([{ transform: `translateY(${shift}px)` }, { transform: "none" }], {
      duration: 700, easing: "cubic-bezier(0.22, 1, 0.36, 1)",
    });
  }
}

/// 🔥 and the count for someone on three or more right answers in a row.
function streakMark(streak, strings) {
  if (!(streak >= 3) || !strings.streak) return null;
  const mark = element("span", "streak");
  const shown = element("span", "", `🔥${streak}`);
  shown.setAttribute("aria-hidden", "true");
  mark.append(shown, element("span", "visually-hidden", format(strings.streak, streak)));
  return mark;
}

/// The top ten after a reveal: place, nickname, score and the places gained or lost.
export function renderStandings(list, standings, strings, meID = null) {
  const key = (standings ?? []).map((e) => `${e.id}:${e.score}:${e.rank}:${e.change}:${e.streak}`).join();
  if (list.dataset.drawn === key) return; // the same standings again: no second animation
  list.dataset.drawn = key;
  glide(list, () => drawStandings(list, standings, strings, meID));
}

function drawStandings(list, standings, strings, meID) {
  list.replaceChildren(...(standings ?? []).slice(0, 10).map((entry) => {
    const row = element("li", "standing");
    row.dataset.id = entry.id;
    if (entry.id === meID) {
      row.classList.add("is-me");
      row.setAttribute("aria-current", "true");
    }
    const name = element("span", "name", entry.nickname);
    const streak = streakMark(entry.streak, strings);
    if (streak) name.append(" ", streak);
    row.append(
      element("span", "rank", format(strings.place, entry.rank)),
      name,
      element("span", "pts", format(strings.points, number(entry.score))),
      changeBadge(entry.change, strings),
    );
    return row;
  }));
}

/// Seconds with one decimal in the page's language: 3.2.
export const seconds = (ms) => (ms / 1000).toLocaleString(document.documentElement.lang || "ko", {
  minimumFractionDigits: 1, maximumFractionDigits: 1,
});

/// Everyone at the end: place, nickname, score, right answers and the average time of those.
export function renderRanking(list, ranking, strings) {
  list.replaceChildren(...(ranking ?? []).map((entry) => {
    const row = element("li", "ranking-row");
    row.append(
      element("span", "rank", format(strings.place, entry.rank)),
      element("span", "name", entry.nickname),
      element("span", "pts", format(strings.points, number(entry.score))),
      element("span", "stat", format(strings.rankingCorrect, entry.correct)),
      element("span", "stat", entry.averageMs == null ? "" : format(strings.rankingAverage, seconds(entry.averageMs))),
    );
    return row;
  }));
}

const MEDALS = ["🥇", "🥈", "🥉"];

/// Places 1–3; players sharing a place stand on the same step.
export function renderPodium(list, podium, strings, meID = null) {
  const places = new Map();
  for (const entry of podium ?? []) {
    if (!places.has(entry.rank)) places.set(entry.rank, []);
    places.get(entry.rank).push(entry);
  }
  list.replaceChildren(...[...places.keys()].sort((a, b) => a - b).map((rank) => {
    const entries = places.get(rank);
    const step = element("li", `podium-place place-${Math.min(rank, 3)}`);
    const medal = element("span", "medal", MEDALS[Math.min(rank, 3) - 1]);
    medal.setAttribute("aria-hidden", "true");
    const names = element("span", "podium-names");
    for (const entry of entries) {
      const name = element("span", "name", entry.nickname);
      if (entry.id === meID) name.classList.add("is-me");
      names.append(name);
    }
    step.append(
      medal,
      element("span", "place", format(strings.place, rank)),
      names,
      element("span", "pts", format(strings.points, number(entries[0].score))),
    );
    return step;
  }));
}

/// Messages the server refused, shown for a while in the page's live status area.
export function statusLine(node) {
  let timer = 0;
  return (text) => {
    clearTimeout(timer);
    node.textContent = text ?? "";
    if (text) timer = setTimeout(() => { node.textContent = ""; }, 6000);
  };
}
