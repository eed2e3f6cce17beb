// The pack editor: pick movies (in the order picked), a level, a poster and N areas per movie, a
// name; then the draft goes to the server, which checks everything again. The draft lives in
// localStorage so a reload (or a closed tab) loses nothing.
import { csrfHeaders } from "./csrf.js";
import { fetchJSON } from "./http.js";
import { format, pageStrings } from "./page-strings.js";
import {
  AREA_COUNTS, draftFromSaved, draftMovie, draftStore, emptyDraft, movieKey, packPayload,
} from "./quiz-draft.js";
import { AreaGrid, refusal } from "./quiz-grid.js";
import { movieSearch } from "./quiz-movie-search.js";
import { showOtherPosters, uploadPoster } from "./quiz-posters.js";

const root = document.querySelector("[data-quiz-editor]");
const strings = pageStrings(root);
const store = draftStore(`encore.quiz.draft.v1.${root.dataset.draftKey}`);
const maxQuestions = Number(root.dataset.maxQuestions);
const $ = (selector) => root.querySelector(selector);

let draft = store.load();
const save = () => store.save(draft);

const current = () => draft.movies[Math.min(draft.index, draft.movies.length - 1)];
const areaCount = () => AREA_COUNTS[draft.level] || 0;

// MARK: steps

function show(step) {
  draft.step = step;
  save();
  for (const section of root.querySelectorAll("[data-step]")) section.hidden = section.dataset.step !== step;
  for (const label of root.querySelectorAll("[data-step-label]")) {
    label.toggleAttribute("aria-current", label.dataset.stepLabel === step);
  }
  if (step === "areas") drawMovie();
  if (step === "name") $("[data-pack-title]").value = draft.title;
  if (step === "level") {
    for (const radio of root.querySelectorAll("[data-level]")) radio.checked = radio.value === draft.level;
    $("[data-speed-scoring]").checked = draft.speedScoring !== false;
    for (const radio of root.querySelectorAll("[data-kind]")) radio.checked = radio.value === (draft.kind || "poster");
  }
}

function go(step) {
  // A 초성 pack has no posters or areas: the areas step is skipped both ways.
  if (step === "areas" && draft.kind === "chosung") step = draft.step === "name" ? "level" : "name";
  if (step !== "movies" && draft.movies.length === 0) {
    return alertIn("movies", "[data-search-notice]", strings.pickMovies);
  }
  if ((step === "areas" || step === "name") && !draft.level) {
    return alertIn("level", "[data-level-message]", strings.pickLevel);
  }
  show(step);
}

function alertIn(step, selector, text) {
  show(step);
  $(selector).textContent = text;
}

for (const button of root.querySelectorAll("[data-go]")) button.addEventListener("click", () => go(button.dataset.go));

// MARK: movies

const results = $("[data-movie-results]");

function drawResults(found) {
  const notice = $("[data-search-notice]");
  notice.textContent = found?.notice || "";
  if (!found) return results.replaceChildren();
  if (found.movies.length === 0) notice.textContent = strings.noResults;
  results.replaceChildren(...found.movies.map((movie) => {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.className = "movie-result";
    const chosen = draft.movies.some((m) => m.key === movieKey(movie));
    button.setAttribute("aria-pressed", String(chosen));
    if (movie.posterURL) {
      const image = document.createElement("img");
      image.src = movie.posterURL;
      image.alt = "";
      image.loading = "lazy";
      button.append(image);
    }
    const text = document.createElement("span");
    text.textContent = `${movie.title}${movie.year ? ` (${movie.year})` : ""}`;
    const sub = document.createElement("small");
    sub.textContent = movie.originalTitle !== movie.title ? movie.originalTitle : "";
    text.append(document.createElement("br"), sub);
    button.append(text);
    button.addEventListener("click", () => {
      toggleMovie(movie);
      button.setAttribute("aria-pressed", String(draft.movies.some((m) => m.key === movieKey(movie))));
    });
    item.append(button);
    return item;
  }));
}

function toggleMovie(movie) {
  const key = movieKey(movie);
  const at = draft.movies.findIndex((m) => m.key === key);
  if (at >= 0) {
    draft.movies.splice(at, 1);
  } else {
    if (draft.movies.length >= maxQuestions) return alertIn("movies", "[data-search-notice]", strings.tooManyMovies);
    draft.movies.push(draftMovie(movie));
  }
  save();
  drawSelected();
}

function drawSelected() {
  $("[data-selected-count]").textContent = format(strings.selected, draft.movies.length);
  $("[data-selected-movies]").replaceChildren(...draft.movies.map((movie) => {
    const item = document.createElement("li");
    item.textContent = `${movie.title} `;
    const remove = document.createElement("button");
    remove.type = "button";
    remove.className = "link-button";
    remove.textContent = strings.remove;
    remove.setAttribute("aria-label", `${strings.remove}: ${movie.title}`);
    remove.addEventListener("click", () => {
      draft.movies = draft.movies.filter((m) => m.key !== movie.key);
      draft.index = Math.min(draft.index, Math.max(0, draft.movies.length - 1));
      save();
      drawSelected();
    });
    item.append(remove);
    return item;
  }));
}

movieSearch($("[data-movie-query]"), root.dataset.movies, drawResults, (error) => {
  $("[data-search-notice]").textContent = error.message || strings.network;
});

// MARK: level

for (const radio of root.querySelectorAll("[data-level]")) {
  radio.addEventListener("change", () => {
    draft.level = radio.value;
    $("[data-level-message]").textContent = "";
    // Fewer areas at the new level: keep the first ones, in order.
    for (const movie of draft.movies) movie.areas = movie.areas.slice(0, areaCount());
    save();
  });
}

for (const radio of root.querySelectorAll("[data-kind]")) {
  radio.addEventListener("change", () => {
    draft.kind = radio.value;
    save();
  });
}

$("[data-speed-scoring]").addEventListener("change", (event) => {
  draft.speedScoring = event.target.checked;
  save();
});

// MARK: areas

const grid = new AreaGrid($("[data-grid]"), {
  onTap(area) {
    const movie = current();
    const why = refusal(movie.areas, area, areaCount());
    const messages = { tooMany: format(strings.tooMany, areaCount()), edge: strings.edge, overlap: strings.overlap };
    $("[data-area-message]").textContent = why ? messages[why] : "";
    if (why) return;
    movie.areas.push(area);
    save();
    drawMovie();
  },
  onUndo() {
    current().areas.pop();
    save();
    drawMovie();
  },
});

function drawMovie() {
  const movie = current();
  if (!movie) return;
  $("[data-area-heading]").textContent = format(strings.areaHeading, draft.index + 1, draft.movies.length, movie.title);
  $("[data-area-count]").textContent = format(strings.areaCount, movie.areas.length, areaCount());
  const image = $("[data-grid-image]");
  image.hidden = !movie.poster;
  $("[data-grid-empty]").hidden = Boolean(movie.poster);
  if (movie.poster) image.src = movie.poster.url;
  else image.removeAttribute("src");
  $("[data-extra-answers]").value = movie.extra || "";
  grid.draw(movie.areas, (n) => format(strings.areaLabel, n));
  $("[data-poster-choices]").hidden = true;
}

$("[data-reset]").addEventListener("click", () => {
  current().areas = [];
  $("[data-area-message]").textContent = "";
  save();
  drawMovie();
});

$("[data-extra-answers]").addEventListener("input", (event) => {
  current().extra = event.target.value;
  save();
});

function movieProblem(movie) {
  if (!movie.poster) return strings.posterMissing;
  if (movie.areas.length !== areaCount()) return format(strings.needExactly, areaCount());
  return null;
}

$("[data-next-movie]").addEventListener("click", () => {
  const problem = movieProblem(current());
  $("[data-area-message]").textContent = problem || "";
  if (problem) return;
  if (draft.index + 1 < draft.movies.length) {
    draft.index += 1;
    save();
    drawMovie();
  } else {
    show("name");
  }
});

$("[data-prev-movie]").addEventListener("click", () => {
  $("[data-area-message]").textContent = "";
  if (draft.index === 0) return show("level");
  draft.index -= 1;
  save();
  drawMovie();
});

$("[data-poster-file]").addEventListener("change", async (event) => {
  const file = event.target.files[0];
  if (!file) return;
  const movie = current();
  const line = $("[data-area-message]");
  line.textContent = strings.uploading;
  try {
    movie.poster = await uploadPoster(root.dataset.uploads, file, strings.network);
    line.textContent = "";
    save();
    drawMovie();
  } catch (error) {
    line.textContent = error.message;
  } finally {
    event.target.value = "";
  }
});

$("[data-other-posters]")?.addEventListener("click", async () => {
  const movie = current();
  if (!movie.tmdbID) return;
  const pick = (poster) => {
    movie.poster = poster;
    save();
    drawMovie();
  };
  try {
    await showOtherPosters($("[data-poster-choices]"), `${root.dataset.movies}/${movie.tmdbID}/posters`,
      (n) => format(strings.posterChoice, n), pick, strings.network);
  } catch (error) {
    $("[data-area-message]").textContent = error.message;
  }
});

// MARK: name and save

$("[data-pack-title]").addEventListener("input", (event) => {
  draft.title = event.target.value;
  save();
});

$("[data-save]").addEventListener("click", async () => {
  const line = $("[data-save-message]");
  if (!draft.title.trim()) {
    line.textContent = strings.titleRequired;
    $("[data-pack-title]").focus();
    return;
  }
  const unfinished = draft.kind === "chosung" ? -1 : draft.movies.findIndex((movie) => movieProblem(movie));
  if (unfinished >= 0) {
    draft.index = unfinished;
    show("areas");
    $("[data-area-message]").textContent = movieProblem(current());
    return;
  }
  try {
    await fetchJSON(root.dataset.saveUrl, {
      method: root.dataset.saveMethod,
      headers: csrfHeaders({ "Content-Type": "application/json" }),
      body: JSON.stringify(packPayload(draft)),
    }, strings.network);
    store.clear();
    location.assign(root.dataset.home);
  } catch (error) {
    const question = /^questions\[(\d+)\]/.exec(error.field || "");
    if (question) {
      draft.index = Number(question[1]);
      show("areas");
      $("[data-area-message]").textContent = error.message;
    } else {
      line.textContent = error.message;
    }
  }
});

$("[data-discard]").addEventListener("click", () => {
  if (!window.confirm(strings.discardConfirm)) return;
  draft = emptyDraft();
  save();
  drawSelected();
  results.replaceChildren();
  show("movies");
});

// Editing a pack: start from the pack as saved, unless this edit already has a local draft.
async function start() {
  if (root.dataset.draftUrl && !store.has()) {
    try {
      draft = draftFromSaved(await fetchJSON(root.dataset.draftUrl, {}, strings.network));
      save();
    } catch (error) {
      $("[data-search-notice]").textContent = error.message;
    }
  }
  drawSelected();
  show(draft.movies.length ? draft.step : "movies");
}

start();
