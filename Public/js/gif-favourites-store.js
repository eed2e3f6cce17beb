// Which GIFs the visitor keeps, shared by every GIF page: loaded once, changed through the API, and
// kept in step across open tabs (a star changed in one tab shows in the others at once).
import { fetchJSON } from "./http.js";
import { csrfHeaders } from "./csrf.js";

const api = document.body.dataset.apiGifFavourites;  // the route table's path, printed by the layout
const channel = "BroadcastChannel" in window ? new BroadcastChannel("encore-gif-favourites") : null;
const listeners = new Set();
let keys = new Set();
let loading = null;

export const keyOf = (item) => `${item.kind}:${item.id}`;

export function loadFavourites(signedIn) {
  if (!signedIn) return Promise.resolve();
  loading ??= fetchJSON(api).then((json) => { keys = new Set(json.items.map(keyOf)); }).catch(() => {});
  return loading;
}

export const isFavourite = (item) => keys.has(keyOf(item));

export async function setFavourite(item, on) {
  if (on) {
    await fetchJSON(api, {
      method: "POST",
      headers: csrfHeaders({ "Content-Type": "application/json" }),
      body: JSON.stringify({ kind: item.kind, id: item.id, title: item.title }),
    });
  } else {
    await fetchJSON(`${api}/${item.kind}/${encodeURIComponent(item.id)}`, { method: "DELETE", headers: csrfHeaders() });
  }
  apply(item, on);
  channel?.postMessage({ item, on });
}

export function onFavouriteChange(listener) {
  listeners.add(listener);
}

function apply(item, on) {
  if (on) keys.add(keyOf(item));
  else keys.delete(keyOf(item));
  for (const listener of listeners) listener(item, on);
}

channel?.addEventListener("message", (event) => apply(event.data.item, event.data.on));
