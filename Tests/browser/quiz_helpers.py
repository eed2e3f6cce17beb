"""Shortcuts for quiz browser tests: packs made through the JSON API from inside a signed-in page."""

import base64

from images import png

# Expert level: exactly three areas, none overlapping.
AREAS = [{"row": 10, "column": 10}, {"row": 37, "column": 25}, {"row": 65, "column": 40}]

_MAKE_PACKS = """
async ([titles, questionTitles, posterBase64, areas]) => {
  const token = document.querySelector('meta[name="csrf-token"]').content;
  const bytes = Uint8Array.from(atob(posterBase64), (c) => c.charCodeAt(0));
  const form = new FormData();
  form.append("file", new Blob([bytes], { type: "image/png" }), "poster.png");
  const upload = await fetch("/api/v1/uploads", { method: "POST", body: form, headers: { "X-CSRF-Token": token } });
  const { id } = await upload.json();
  const ids = [];
  for (const title of titles) {
    const questions = questionTitles.map((name) => (
      { title: name, originalTitle: name, poster: { upload: id }, areas }));
    const made = await fetch("/api/v1/quiz/packs", {
      method: "POST", body: JSON.stringify({ title, level: "expert", questions }),
      headers: { "Content-Type": "application/json", "X-CSRF-Token": token } });
    if (made.status !== 201) throw new Error(`pack ${title} answered ${made.status}`);
    ids.push((await made.json()).id);
  }
  return ids;
}
"""


def poster_png(width=400, height=600):
    return png(width, height)


def make_packs_through_api(page, titles, questions=("괴물", "기생충"), poster_bytes=None):
    """Makes an expert pack per title as the page's profile, all on one uploaded poster (the
    gradient unless given); their ids."""
    poster = base64.b64encode(poster_bytes or poster_png()).decode()
    return page.evaluate(_MAKE_PACKS, [list(titles), list(questions), poster, AREAS])


def make_pack_through_api(page, title):
    """Makes a two-question expert pack as the page's profile; returns its id."""
    return make_packs_through_api(page, [title])[0]


def hide_tab(page, hidden):
    """Makes the page believe it was sent to the background (or brought back), as a phone would."""
    page.evaluate(
        """(hidden) => {
      Object.defineProperty(document, "hidden", { value: hidden, configurable: true });
      Object.defineProperty(document, "visibilityState", { value: hidden ? "hidden" : "visible", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    }""",
        hidden,
    )
