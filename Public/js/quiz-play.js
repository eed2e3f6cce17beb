// The quiz player. The server keeps the clock and judges answers; this page only shows what the
// play API says: the reveal image due so far, the time left, and the movie once a question ends.
import { csrfHeaders } from "./csrf.js";
import { fetchJSON } from "./http.js";
import { format, pageStrings, showAlsoAccepted } from "./page-strings.js";
import { burst, rain } from "./quiz-effects.js";
import { QuizSound } from "./quiz-sound.js";

const root = document.querySelector("[data-quiz-play]");
const api = root.dataset.quizPlay;
const strings = pageStrings(root);
const frame = root.querySelector("[data-frame]");
const fill = root.querySelector("[data-time-fill]");
const bar = root.querySelector("[data-time-bar]");
const form = root.querySelector("[data-answer-form]");
const input = form.elements.answer;
const message = root.querySelector("[data-play-message]");
const progress = root.querySelector("[data-progress]");
const pauseButton = root.querySelector("[data-pause]");
const pausedCover = root.querySelector("[data-paused-cover]");
const revealPanel = root.querySelector("[data-reveal]");
const hintBox = root.querySelector("[data-hints]");
const hintButton = root.querySelector("[data-hint-button]");
const hintList = root.querySelector("[data-hint-list]");
const REVEAL_MS = 3000;
const sound = new QuizSound(root.dataset.sound === "true");
const soundButton = root.querySelector("[data-sound-toggle]");

let state = null;
let stepTimer = 0;
let endTimer = 0;
let revealTimer = 0;
let revealLeft = REVEAL_MS;
let revealStartedAt = 0;
let pausedByHiding = false;
let shownImage = null;


function call(method, path = "", body) {
  return fetchJSON(api + path, {
    method,
    headers: csrfHeaders({ "Content-Type": "application/json" }),
    body: body === undefined ? undefined : JSON.stringify(body),
    keepalive: method !== "GET",
  }, strings.network);
}

function clearTimers() {
  clearTimeout(stepTimer);
  clearTimeout(endTimer);
  clearTimeout(revealTimer);
}

function showImage(url, { full = false } = {}) {
  if (!url || shownImage === url) return;
  shownImage = url;
  const image = new Image();
  image.alt = "";
  image.className = full ? "poster-layer full" : "poster-layer";
  image.decoding = "async";
  image.src = url;
  // Each step image holds every area shown so far, so fading it in over the last one reveals the new area.
  image.decode().catch(() => {}).then(() => {
    if (shownImage !== url) return;
    frame.append(image);
    requestAnimationFrame(() => image.classList.add("shown"));
    const layers = frame.querySelectorAll(".poster-layer");
    for (const old of [...layers].slice(0, -2)) old.remove();
  });
}

// A 초성 question is its initial consonants, shown large where a poster would be.
function showChosung(text) {
  if (frame.querySelector(".chosung-card")?.textContent === text) return;
  const card = document.createElement("p");
  card.className = "chosung-card";
  // Hangul initials, or an English title's first letters and blanks (T__ D___ K_____).
  card.lang = /[\u3131-\u314e]/.test(text) ? "ko" : "en";
  card.classList.toggle("is-long", text.length > 12);
  card.textContent = text;
  frame.replaceChildren(card);
}

function clearPoster() {
  shownImage = null;
  frame.replaceChildren();
}

function runTimeBar(remaining, running) {
  const fraction = Math.max(0, remaining) / state.timeLimitMs;
  bar.setAttribute("aria-valuenow", String(Math.ceil(remaining / 1000)));
  fill.style.transition = "none";
  fill.style.transform = `scaleX(${fraction})`;
  if (!running) return;
  fill.getBoundingClientRect();
  fill.style.transition = `transform ${remaining}ms linear`;
  fill.style.transform = "scaleX(0)";
}

function render(next) {
  const questionChanged = !state || state.questionNumber !== next.questionNumber;
  state = next;
  clearTimers();
  if (state.status === "finished") {
    location.replace(state.resultURL);
    return;
  }
  if (questionChanged) {
    clearPoster();
    revealPanel.hidden = true;
    revealLeft = REVEAL_MS;
  }
  progress.textContent = format(strings.progress, state.questionNumber, state.questionCount);
  showHints();
  const paused = state.status === "paused";
  pausedCover.hidden = !paused;
  pauseButton.setAttribute("aria-pressed", String(paused));
  pauseButton.textContent = paused ? strings.resume : strings.pause;
  root.classList.toggle("is-paused", paused);

  if (state.status === "revealed") {
    sound.stopLoop();
    showReveal();
    return;
  }
  if (paused) sound.stopLoop();
  else sound.startLoop();
  form.hidden = false;
  input.toggleAttribute("disabled", paused);
  runTimeBar(state.remainingMs, !paused);
  if (state.chosung) showChosung(state.chosung);
  else if (paused) clearPoster(); // the server sends no picture while paused; take it off the page too
  else showImage(state.stepImageURL);
  if (paused) return;
  if (state.nextStepInMs != null) stepTimer = setTimeout(refresh, state.nextStepInMs + 40);
  // The server allows a short grace for answers in flight; ask once it has passed.
  endTimer = setTimeout(refresh, state.remainingMs + 700);
  if (questionChanged) input.focus({ preventScroll: true });
}

// Hints the player asked for on this question (the server hands out one at a time, in order).
function showHints() {
  const asking = state.status === "asking" || state.status === "paused";
  hintBox.hidden = !asking || (state.hints.length === 0 && state.hintsLeft === 0);
  hintButton.textContent = format(strings.hintButton, state.hintsLeft);
  hintButton.disabled = state.hintsLeft === 0 || state.status === "paused";
  hintList.replaceChildren(...state.hints.flatMap((hint) => {
    const term = document.createElement("dt");
    term.textContent = hint.label;
    const value = document.createElement("dd");
    value.textContent = hint.text;
    return [term, value];
  }));
}

hintButton.addEventListener("click", async () => {
  hintButton.disabled = true;
  try {
    render(await call("POST", "/hint", {}));
  } catch (error) {
    message.textContent = error.message;
    showHints();
  }
});

function showReveal() {
  form.hidden = true;
  runTimeBar(state.remainingMs, false);
  const card = state.reveal;
  revealPanel.hidden = false;
  root.querySelector("[data-verdict]").textContent = state.outcome === "correct" ? strings.correct : strings.timeout;
  root.querySelector("[data-reveal-title]").textContent = card ? card.title : "";
  showAlsoAccepted(root.querySelector("[data-reveal-also]"), card?.alsoAccepted, strings);
  if (card) showImage(card.posterURL, { full: true });
  if (!revealStartedAt) {
    if (state.outcome === "correct") {
      burst(root.querySelector("[data-emoji]"));
      sound.correct();
    } else {
      rain(root.querySelector("[data-emoji]"));
      sound.timeout();
    }
  }
  if (root.classList.contains("is-paused")) return;
  revealStartedAt = performance.now();
  revealTimer = setTimeout(goOn, revealLeft);
}

async function goOn() {
  clearTimers();
  revealStartedAt = 0;
  try {
    render(await call("POST", "/next", {}));
  } catch (error) {
    // A second tab may already have moved on: show whatever the server says now.
    await refresh();
  }
}

async function refresh() {
  try {
    render(await call("GET"));
    message.textContent = "";
  } catch (error) {
    message.textContent = error.message;
    // A play that is gone (its pack was deleted) will not come back; anything else may.
    if (error.status !== 404) stepTimer = setTimeout(refresh, 3000);
    else form.hidden = true;
  }
}

function shake() {
  for (const element of [frame, form]) {
    element.classList.remove("shake");
    element.getBoundingClientRect();
    element.classList.add("shake");
  }
}

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  const answer = input.value;
  // An answer typed before the play's first state arrived is sent once it has, not dropped.
  if (!state) await firstLoad;
  if (!answer.trim() || state?.status !== "asking") return;
  try {
    const result = await call("POST", "/answer", { answer });
    if (!result.correct) {
      input.value = "";
      message.textContent = strings.wrong;
      shake();
      sound.wrong();
    } else {
      message.textContent = "";
      input.value = "";
    }
    render(result.state);
  } catch (error) {
    message.textContent = error.status === 429 ? strings.tooFast : error.message;
    if (error.status === 409) refresh();
  }
});

async function pause() {
  if (state?.status === "revealed") {
    clearTimeout(revealTimer);
    revealLeft = Math.max(0, revealLeft - (performance.now() - revealStartedAt));
    root.classList.add("is-paused");
    pausedCover.hidden = false;
    return;
  }
  if (state?.status !== "asking") return;
  clearTimers();
  try { render(await call("POST", "/pause", {})); } catch (error) { message.textContent = error.message; refresh(); }
}

async function resume() {
  if (state?.status === "revealed") {
    root.classList.remove("is-paused");
    pausedCover.hidden = true;
    revealStartedAt = performance.now();
    revealTimer = setTimeout(goOn, revealLeft);
    return;
  }
  if (state?.status !== "paused") return;
  try { render(await call("POST", "/resume", {})); } catch (error) { message.textContent = error.message; }
}

pauseButton.addEventListener("click", () => (root.classList.contains("is-paused") ? resume() : pause()));

// 소리: follows the profile's setting, and changing it here changes the setting.
function showSound() {
  soundButton.setAttribute("aria-pressed", String(sound.enabled));
  soundButton.textContent = sound.enabled ? strings.soundOn : strings.soundOff;
}
for (const gesture of ["pointerdown", "keydown"]) {
  document.addEventListener(gesture, () => sound.unlock(), { capture: true });
}
soundButton.addEventListener("click", async () => {
  const on = !sound.enabled;
  sound.set(on);
  sound.unlock();
  showSound();
  if (on && state?.status === "asking") sound.startLoop();
  try {
    await fetchJSON(document.body.dataset.apiProfile, {
      method: "PATCH",
      headers: csrfHeaders({ "Content-Type": "application/json" }),
      body: JSON.stringify({ sound: on }),
    });
  } catch (error) {
    message.textContent = error.message;
  }
});
showSound();
root.querySelector("[data-resume]").addEventListener("click", resume);
root.querySelector("[data-skip]").addEventListener("click", goOn);

document.addEventListener("visibilitychange", () => {
  if (document.hidden) {
    sound.stopLoop();
    if (!root.classList.contains("is-paused") && state && state.status !== "finished") {
      pausedByHiding = true;
      pause();
    }
  } else if (pausedByHiding) {
    pausedByHiding = false;
    resume();
  }
});

// Keep the answer field just above an on-screen keyboard: size the play area to the visible viewport.
if (window.visualViewport) {
  const fit = () => root.style.setProperty("--visible-height", `${window.visualViewport.height}px`);
  window.visualViewport.addEventListener("resize", fit);
  fit();
}

const firstLoad = refresh();
