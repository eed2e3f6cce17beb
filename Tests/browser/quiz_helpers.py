"""Shortcuts for quiz browser tests: packs made through the JSON API from inside a signed-in page."""
import base64

from images import png

# Expert level: exactly three areas, none overlapping.
AREAS = [{"row": 10, "column": 10}, {"row": 37, "column": 25}, {"row": 65, "column": 40}]

_MAKE_PACK = """
async ([title, posterBase64, areas]) => {
  const token = document.querySelector('meta[name="csrf-token"]').content;
  const bytes = Uint8Array.from(atob(posterBase64), (c) => c.charCodeAt(0));
  const form = new FormData();
  form.append("file", new Blob([bytes], { type: "image/png" }), "poster.png");
  const upload = await fetch("/api/v1/uploads", { method: "POST", body: form, headers: { "X-CSRF-Token": token } });
  const { id } = await upload.json();
  const draft = { title, level: "expert", questions: [
    { title: "괴물", originalTitle: "괴물", poster: { upload: id }, areas },
    { title: "기생충", originalTitle: "기생충", poster: { upload: id }, areas },
  ] };
  const made = await fetch("/api/v1/quiz/packs", {
    method: "POST", body: JSON.stringify(draft), headers: { "Content-Type": "application/json", "X-CSRF-Token": token } });
  return (await made.json()).id;
}
"""


def poster_png(width=400, height=600):
    return png(width, height)


def make_pack_through_api(page, title):
    """Makes a two-question expert pack as the page's profile; returns its id."""
    poster = base64.b64encode(poster_png()).decode()
    return page.evaluate(_MAKE_PACK, [title, poster, AREAS])


def hide_tab(page, hidden):
    """Makes the page believe it was sent to the background (or brought back), as a phone would."""
    page.evaluate("""(hidden) => {
      Object.defineProperty(document, "hidden", { value: hidden, configurable: true });
      Object.defineProperty(document, "visibilityState", { value: hidden ? "hidden" : "visible", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    }""", hidden)
