// GIF 검색: trending when the field is empty, search as you type (debounced, and the latest query
// always wins: older requests are aborted and their answers ignored), infinite scroll in pages of
// 24 until GIPHY's end, its offset limit or three pages in a row that bring nothing new, at most one
// page a second (`LoadPacer`); Enter or a scroll puts the keyboard away.
import { gifPage } from "./gif-page.js";
import { GifGrid } from "./gif-grid.js";
import { LoadPacer } from "./load-pacer.js";

const DEBOUNCE_MS = 300;
const root = document.querySelector('[data-gif-page="search"]');
const { strings, giphy, dialog, favourites, errors } = gifPage(root);
const form = root.querySelector("form[data-gif-search]");
const input = form.elements.q;
const heading = root.querySelector("[data-gif-heading]");
const end = root.querySelector("[data-gif-end]");
const busy = root.querySelector("[data-gif-busy]");
const grid = new GifGrid(root.querySelector("[data-gif-grid]"), { onOpen: dialog.open, untitled: strings.untitled });
favourites.then(() => grid.refreshStars());

let query = null;
let next = 0;
let hasMore = true;
let generation = 0;
let controller = null;
let loading = false;
let stalled = false; // after an error, pages load again only through 다시 시도 or a new query
let timer = 0;
const pacer = new LoadPacer();

function start(text) {
  if (text === query) return;
  query = text;
  generation += 1;
  controller?.abort();
  loading = false;
  stalled = false;
  pacer.reset();
  grid.clear();
  next = 0;
  hasMore = true;
  end.hidden = true;
  errors.hide();
  heading.textContent = query ? strings.results.replace("{0}", query) : strings.trending;
  const url = new URL(location.href);
  if (query) url.searchParams.set("q", query);
  else url.searchParams.delete("q");
  history.replaceState(null, "", url);
  loadMore();
}

async function loadMore() {
  if (loading || stalled || !hasMore || !pacer.ready(loadMore)) return;
  loading = true;
  busy.hidden = false;
  const mine = generation;
  controller = new AbortController();
  try {
    const page = query
      ? await giphy.search(query, next, controller.signal)
      : await giphy.trending(next, controller.signal);
    if (mine !== generation) return;
    const added = grid.append(page.items);
    next = page.next;
    hasMore = page.hasMore && pacer.added(added);
    if (!hasMore) {
      end.textContent = grid.count === 0 ? strings.noResults : strings.end;
      end.hidden = false;
    }
  } catch (error) {
    if (error.name === "AbortError" || mine !== generation) return;
    stalled = true;
    errors.show(error, () => {
      stalled = false;
      loadMore();
    });
  } finally {
    if (mine === generation) {
      loading = false;
      busy.hidden = true;
      // The sentinel may still be near the screen (a tall screen, or de-duplicated pages): observing
      // it afresh reports where it is now, and loads the next page only if it is still near.
      if (hasMore && !stalled) {
        sentinelObserver.unobserve(sentinel);
        sentinelObserver.observe(sentinel);
      }
    }
  }
}

const sentinel = root.querySelector("[data-gif-sentinel]");
const sentinelObserver = new IntersectionObserver((entries) => {
  if (entries.some((entry) => entry.isIntersecting)) loadMore();
}, { rootMargin: "600px 0px" });
sentinelObserver.observe(sentinel);

input.addEventListener("input", () => {
  clearTimeout(timer);
  timer = setTimeout(() => start(input.value.trim()), DEBOUNCE_MS);
});
form.addEventListener("submit", (event) => {
  event.preventDefault();
  clearTimeout(timer);
  input.blur();
  start(input.value.trim());
});
const hideKeyboard = () => { if (document.activeElement === input) input.blur(); };
window.addEventListener("touchmove", hideKeyboard, { passive: true });
window.addEventListener("wheel", hideKeyboard, { passive: true });

start(input.value.trim());
