// The pack editor's draft: kept in localStorage, built from search results or a saved pack, and
// turned into the JSON the server checks.
export const AREA_COUNTS = { beginner: 5, intermediate: 4, expert: 3 };

export const emptyDraft = () => (
  { step: "movies", movies: [], level: null, index: 0, title: "", speedScoring: true, kind: "poster" }
);

export function draftStore(key) {
  return {
    load() {
      try {
        return { ...emptyDraft(), ...JSON.parse(localStorage.getItem(key) || "{}") };
      } catch {
        return emptyDraft();
      }
    },
    save(draft) { localStorage.setItem(key, JSON.stringify(draft)); },
    clear() { localStorage.removeItem(key); },
    has() { return localStorage.getItem(key) !== null; },
  };
}

export const movieKey = (movie) => (movie.tmdbID ? `tmdb:${movie.tmdbID}` : `catalog:${movie.catalogID}`);

/// A movie as the draft keeps it, from a search result. Catalog movies get their English title as
/// an extra answer when it differs from the original (e.g. Spirited Away for 千と千尋の神隠し).
export function draftMovie(movie) {
  return {
    key: movieKey(movie), tmdbID: movie.tmdbID ?? null, title: movie.title, originalTitle: movie.originalTitle,
    year: movie.year ?? null, releaseDate: movie.releaseDate ?? null, overview: movie.overview ?? null,
    poster: movie.posterPath ? { tmdbPath: movie.posterPath, url: movie.posterURL } : null, areas: [],
    extra: movie.englishTitle && movie.englishTitle !== movie.originalTitle ? movie.englishTitle : "",
  };
}

/// A saved pack (GET …/draft) as an editor draft, opened on its first poster.
export function draftFromSaved(saved) {
  return {
    ...emptyDraft(), step: "areas", level: saved.draft.level, title: saved.draft.title,
    speedScoring: saved.draft.speedScoring !== false,
    kind: saved.draft.kind || "poster",
    movies: saved.draft.questions.map((question, index) => ({
      key: question.tmdbID ? `tmdb:${question.tmdbID}` : `saved:${index}`,
      tmdbID: question.tmdbID ?? null, title: question.title, originalTitle: question.originalTitle ?? question.title,
      year: question.year ?? null, releaseDate: question.releaseDate ?? null, overview: question.overview ?? null,
      poster: { ...question.poster, url: saved.posterURLs[index] }, areas: question.areas,
      extra: (question.extraAnswers || []).join(", "),
    })),
  };
}

/// What the pack API takes.
export function packPayload(draft) {
  return {
    title: draft.title,
    level: draft.level,
    speedScoring: draft.speedScoring !== false,
    kind: draft.kind || "poster",
    questions: draft.movies.map((movie) => ({
      title: movie.title,
      originalTitle: movie.originalTitle,
      year: movie.year,
      tmdbID: movie.tmdbID,
      releaseDate: movie.releaseDate,
      overview: movie.overview,
      poster: movie.poster?.upload ? { upload: movie.poster.upload } : { tmdbPath: movie.poster?.tmdbPath },
      areas: draft.kind === "chosung" ? [] : movie.areas,
      extraAnswers: (movie.extra || "").split(",").map((s) => s.trim()).filter(Boolean),
    })),
  };
}
