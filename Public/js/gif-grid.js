// A grid of GIFs: square cells in a placeholder colour until the picture arrives; pictures load only
// near the screen and are dropped again when scrolled far away (so a long scroll keeps memory and
// decoding flat); each GIF appears once however often a page repeats it.
import { ping } from "./gif-analytics.js";
import { isFavourite, onFavouriteChange, keyOf } from "./gif-favourites-store.js";

const PLACEHOLDER_COLOURS = 5;

export class GifGrid {
  constructor(list, { onOpen, untitled }) {
    this.list = list;
    this.onOpen = onOpen;
    this.untitled = untitled;
    this.ids = new Set();
    this.items = new Map();
    this.near = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const image = entry.target.querySelector("img");
        const item = this.items.get(entry.target.dataset.key);
        if (!item) continue; // reported just after the grid was cleared
        if (entry.isIntersecting && item.small.url) image.src = item.small.url;
        else image.removeAttribute("src");
      }
    }, { rootMargin: "1200px 0px" });
    this.seen = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const item = this.items.get(entry.target.dataset.key);
        if (!entry.isIntersecting || !item || item.pending) continue;
        ping(item, "onload");
        this.seen.unobserve(entry.target);
      }
    }, { threshold: 0.5 });
    onFavouriteChange((item, on) => {
      const cell = this.list.querySelector(`[data-key="${CSS.escape(keyOf(item))}"]`);
      if (cell) cell.classList.toggle("is-favourite", on);
    });
  }

  get count() {
    return this.ids.size;
  }

  clear() {
    this.near.disconnect();
    this.seen.disconnect();
    this.ids.clear();
    this.items.clear();
    this.list.replaceChildren();
  }

  /// Adds the items not shown yet; returns how many were new.
  append(items) {
    let added = 0;
    for (const item of items) {
      if (this.ids.has(keyOf(item))) continue; // GIPHY repeats ids, within a page and across pages
      this.ids.add(keyOf(item));
      this.list.append(this.cell(item));
      added += 1;
    }
    return added;
  }

  /// Adds an item at the top (a favourite starred again elsewhere).
  prepend(item) {
    if (this.ids.has(keyOf(item))) this.remove(item);
    this.ids.add(keyOf(item));
    this.list.prepend(this.cell(item));
  }

  /// Puts the full item in place of its placeholder (favourites resolved from GIPHY by id).
  replace(item) {
    const cell = this.list.querySelector(`[data-key="${CSS.escape(keyOf(item))}"]`);
    if (!cell) return;
    this.items.set(keyOf(item), item);
    cell.querySelector("button").setAttribute("aria-label", item.title || this.untitled);
    this.near.unobserve(cell);
    this.near.observe(cell);
    this.seen.observe(cell); // the placeholder was not counted as seen
  }

  remove(item) {
    const cell = this.list.querySelector(`[data-key="${CSS.escape(keyOf(item))}"]`);
    if (!cell) return null;
    this.near.unobserve(cell);
    this.ids.delete(keyOf(item));
    this.items.delete(keyOf(item));
    const next = cell.nextElementSibling || cell.previousElementSibling;
    cell.remove();
    return next;
  }

  cell(item) {
    const key = keyOf(item);
    this.items.set(key, item);
    const cell = document.createElement("li");
    cell.className = `gif-cell placeholder-${this.ids.size % PLACEHOLDER_COLOURS}`;
    cell.dataset.key = key;
    cell.classList.toggle("is-favourite", isFavourite(item));
    const button = document.createElement("button");
    button.type = "button";
    button.className = "gif-cell-button";
    button.setAttribute("aria-label", item.title || this.untitled);
    button.addEventListener("click", () => {
      const current = this.items.get(key);
      // A favourite GIPHY could not be asked about (no key, or gone): its GIPHY page is all there is.
      if (current.pending) window.open(current.pageURL, "_blank", "noopener");
      else this.onOpen(current, button);
    });
    const image = document.createElement("img");
    image.alt = "";
    image.decoding = "async";
    if (item.small.width && item.small.height) {
      image.width = item.small.width;
      image.height = item.small.height;
    }
    image.addEventListener("load", () => cell.classList.add("is-loaded"));
    const label = document.createElement("span");
    label.className = "gif-cell-title";
    label.textContent = item.title || this.untitled;
    const badge = document.createElement("span");
    badge.className = "gif-cell-star";
    badge.setAttribute("aria-hidden", "true");
    badge.textContent = "★";
    button.append(image, label, badge);
    cell.append(button);
    this.near.observe(cell);
    this.seen.observe(cell);
    return cell;
  }

  /// Marks the favourites again (they load after the first page may already be shown).
  refreshStars() {
    for (const cell of this.list.children) {
      cell.classList.toggle("is-favourite", isFavourite(this.items.get(cell.dataset.key)));
    }
  }

  focusFirst() {
    this.list.querySelector("button")?.focus();
  }
}
