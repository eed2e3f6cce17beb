// 즐겨찾기: the server lists the favourites newest first (ids and titles); GIPHY's are looked up again
// here by id, in paced batches as they come near the screen. A star changed anywhere (this page's dialog,
// another tab) adds or removes the cell at once.
import { gifPage } from "./gif-page.js";
import { GifGrid } from "./gif-grid.js";
import { uploadOf } from "./gif-upload-cells.js";
import { onFavouriteChange } from "./gif-favourites-store.js";
import { LoadPacer } from "./load-pacer.js";

const BATCH = 50;
const root = document.querySelector('[data-gif-page="favourites"]');
const { strings, giphy, dialog, favourites, errors } = gifPage(root);
const list = root.querySelector("[data-gif-grid]");
const empty = root.querySelector("[data-gif-favourite-empty]");
const count = root.querySelector("[data-gif-favourite-count]");
const rows = [...list.querySelectorAll("li[data-kind]")].map((cell) => (
  { ...cell.dataset, gif: cell.dataset.kind === "upload" ? uploadOf(cell) : null }
));
const grid = new GifGrid(list, { onOpen: dialog.open, untitled: strings.untitled });
list.replaceChildren(); // the server's links stand in for the grid when scripts do not run

// GIPHY favourites start as titled placeholders and are filled in from get-by-ids.
const placeholder = (row) => ({
  kind: "giphy", id: row.id, title: row.title, user: "", rating: "", source: "",
  pageURL: `https://giphy.com/gifs/${row.id}`, gifURL: "", small: { url: "" }, large: { url: "" },
  analytics: {}, pending: true,
});
grid.append(rows.map((row) => (row.kind === "upload" ? row.gif : placeholder(row))));
favourites.then(() => grid.refreshStars());

// GIPHY favourites are asked about only as they come near the screen, up to 50 ids a call and at
// most a call a second (`LoadPacer`, as the search pages), so a thousand favourites scrolled fast do
// not spend a beta key's hourly calls on one visit. Three calls in a row that find none of their
// GIFs end the look-ups (GIPHY no longer has them, or answers nothing at all): the rest stay
// placeholders that link to GIPHY. After an error nothing is asked again until 다시 시도, however
// far the person scrolls.
const waiting = new Set();
const pacer = new LoadPacer();
let lookingUp = false;
let stalled = false;
const approaching = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    approaching.unobserve(entry.target);
    waiting.add(entry.target.dataset.key.slice("giphy:".length));
  }
  lookUpNext();
}, { rootMargin: "800px 0px" });

async function lookUpNext() {
  if (lookingUp || stalled || waiting.size === 0 || !giphy || !pacer.ready(lookUpNext)) return;
  lookingUp = true;
  const ids = [...waiting].slice(0, BATCH);
  try {
    const found = await giphy.byIDs(ids);
    for (const id of ids) waiting.delete(id);
    if (!pacer.added(fillIn(found, ids))) endLookUps();
  } catch (error) {
    stalled = true;
    errors.show(error, () => {
      stalled = false;
      lookUpNext();
    });
  } finally {
    lookingUp = false;
  }
  lookUpNext();
}

// Puts the GIFs that were asked for in place of their placeholders; returns how many there were.
// Anything else in the answer (GIPHY can answer far more than it was asked) is left out.
function fillIn(found, ids) {
  const asked = new Set(ids);
  const mine = found.filter((item) => asked.has(item.id));
  for (const item of mine) grid.replace(item);
  return mine.length;
}

function endLookUps() {
  approaching.disconnect();
  waiting.clear();
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
