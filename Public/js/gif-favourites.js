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

async function resolve() {
  if (!giphy) return;
  const pending = rows.filter((row) => row.kind === "giphy").map((row) => row.id);
  for (let start = 0; start < pending.length; start += BATCH) {
    const ids = pending.slice(start, start + BATCH);
    try {
      const found = await giphy.byIDs(ids);
      for (const item of found) grid.replace(item);
    } catch (error) {
      errors.show(error, resolve);
      return;
    }
  }
}
resolve();

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
