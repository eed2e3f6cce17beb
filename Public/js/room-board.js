// What the big screen adds to a reveal: what the room answered (when the host shows it), the
// team standings of a team game, and the players' reactions floating up the side.
import { format } from "./page-strings.js";
import { element, number, reducedMotion } from "./room-view.js";

/// The room's answers, most given first, each with a bar, its count and a 숨기기 button; the names
/// under it (when shown) are 신고 links where `actions.reportLink` gives one.
export function renderAnswers(box, answers, strings, actions) {
  box.hidden = !answers;
  if (!answers) return;
  const list = box.querySelector("[data-answers]");
  const most = Math.max(1, ...answers.map((entry) => entry.count));
  const rows = answers.map((entry) => {
    const row = element("li", `answer-row${entry.correct ? " is-right" : ""}`);
    row.style.setProperty("--share", String(entry.count / most));
    const text = element("span", "answer-text", entry.text);
    const count = element("span", "answer-count", format(strings.answerCount, number(entry.count)));
    const hide = element("button", "answer-hide", strings.hide);
    hide.type = "button";
    hide.setAttribute("aria-label", format(strings.hideLabel, entry.text));
    hide.addEventListener("click", () => {
      hide.disabled = true;
      actions.hide(entry.key);
    });
    row.append(text, count, hide);
    if (entry.names?.length) row.append(answerNames(entry.names, actions.reportLink));
    return row;
  });
  list.replaceChildren(...(rows.length ? rows : [element("li", "hint", strings.answersNone)]));
}

function answerNames(names, reportLink) {
  const line = element("span", "answer-names");
  names.forEach((name, index) => {
    if (index > 0) line.append(", ");
    line.append(reportLink(name) ?? name);
  });
  return line;
}

export const teamName = (strings, team) => strings[`team-${team}`] ?? String(team + 1);

/// Teams by their average score: place, name, players and points.
export function renderTeams(list, teams, strings) {
  list.replaceChildren(...(teams ?? []).map((entry) => {
    const row = element("li", `team-row team-${entry.team}`);
    row.append(
      element("span", "rank", format(strings.place, entry.rank)),
      element("span", "name", teamName(strings, entry.team)),
      element("span", "stat", format(strings.teamPlayers, entry.players)),
      element("span", "pts", format(strings.points, number(entry.score))),
    );
    return row;
  }));
}

/// Emoji floating up the big screen's edge (never over the poster), a few at a time at most.
export class Reactions {
  constructor(layer) {
    this.layer = layer;
  }

  show(emoji) {
    if (this.layer.childElementCount >= 24) return;
    const bubble = element("span", "reaction", emoji);
    bubble.style.setProperty("--drift", `${Math.round(Math.random() * 60 - 30)}px`);
    bubble.style.setProperty("--start", `${Math.round(Math.random() * 35)}%`);
    if (reducedMotion()) bubble.classList.add("is-still");
    bubble.addEventListener("animationend", () => bubble.remove());
    this.layer.append(bubble);
  }
}
