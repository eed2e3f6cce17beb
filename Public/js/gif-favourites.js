// 즐겨찾기: the server lists the favourites newest first (ids and titles); GIPHY's are looked up again
// here by id, in batches as they come near the screen. A star changed anywhere (this page's dialog,
// another tab) adds or removes the cell at once.
import { gifPage } from "./gif-page.js";
import { GifGrid } from "./gif-grid.js";
import { uploadOf } from "./gif-upload-cells.js";
import { onFavouriteChange } from "./gif-favourites-store.js";

const BATCH = 50;
const root = document.querySelector('[data-gif-page="favourites"]');
const { strings, giphy, dialog, favourites, errors } = gifPage(root);
const list = root.querySelector("[data-gif-grid]");
const empty = root.querySelector("[data-gif-favourite-empty]");
const count = root.querySelector("[data-gif-favourite-count]");
const rows = [...list.querySelectorAll("li[data-kind]")].map((cell) => ({ ...cell.dataset, gif: cell.dataset.kind === "upload" ? uploadOf(cell) : null }));
const grid = new GifGrid(list, { onOpen: dialog.open, untitled: strings.untitled });
list.replaceChildren(); // the server's links stand in for the grid when scripts do not run

// GIPHY favourites start as titled placeholders and are filled in from get-by-ids.
const placeholder = (row) => ({ kind: "giphy", id: row.id, title: row.title, user: "", rating: "", source: "", pageURL: `https://giphy.com/gifs/${row.id}`, gifURL: "", small: { url: "" }, large: { url: "" }, analytics: {}, pending: true });
grid.append(rows.map((row) => (row.kind === "upload" ? row.gif : placeholder(row))));
favourites.then(() => grid.refreshStars());

// GIPHY favourites are asked about only as they come near the screen, up to 50 ids a call, so a
// thousand favourites do not spend a beta key's hourly calls on one visit.
const waiting = new Set();
let flushing = false;
const approaching = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    approaching.unobserve(entry.target);
    waiting.add(entry.target.dataset.key.slice("giphy:".length));
  }
  flush();
}, { rootMargin: "800px 0px" });

async function flush() {
  if (flushing || waiting.size === 0 || !giphy) return;
  flushing = true;
  const ids = [...waiting].slice(0, BATCH);
  try {
    const found = await giphy.byIDs(ids);
    for (const item of found) grid.replace(item);
    for (const id of ids) waiting.delete(id);
  } catch (error) {
    errors.show(error, flush);
    flushing = false;
    return;
  }
  flushing = false;
  flush();
}

for (const cell of list.querySelectorAll('[data-key^="giphy:"]')) approaching.observe(cell);

function showCount() {
  const total = grid.count;
  count.textContent = strings.count.replace("{0}", total);
  empty.hidden = total > 0;
}

onFavouriteChange((item, on) => {
  if (on) grid.prepend(item);
  else grid.remove(item);
  showCount();
});
showCount();
