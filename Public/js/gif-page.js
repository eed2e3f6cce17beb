// What every GIF page script starts from: the page's strings, GIPHY (when configured), the dialog
// and the favourites, and the error box with its retry.
import { pageStrings } from "./page-strings.js";
import { Giphy } from "./giphy.js";
import { gifDialog } from "./gif-dialog.js";
import { loadFavourites } from "./gif-favourites-store.js";

export function gifPage(root) {
  const strings = pageStrings(root);
  const signedIn = root.dataset.signedIn === "true";
  const giphy = root.dataset.giphyKey
    ? new Giphy({ baseURL: root.dataset.giphyBase, apiKey: root.dataset.giphyKey, rating: root.dataset.rating })
    : null;
  const favourites = loadFavourites(signedIn);
  const dialog = gifDialog(root, strings, { signedIn, welcomeURL: root.dataset.welcome, favourites });
  return { strings, signedIn, giphy, dialog, favourites, errors: errorBox(root, strings) };
}

// Network trouble says 네트워크 상태를 확인해주세요 with a retry; a bad key says so plainly. Both can
// be dismissed.
function errorBox(root, strings) {
  const box = root.querySelector("[data-gif-error]");
  if (!box) return { show() {}, hide() {} };
  const text = box.querySelector("[data-gif-error-text]");
  const retry = box.querySelector("[data-gif-retry]");
  let again = null;
  retry.addEventListener("click", () => {
    box.hidden = true;
    again?.();
  });
  box.querySelector("[data-gif-dismiss]").addEventListener("click", () => { box.hidden = true; });
  return {
    show(error, retryAction) {
      const kind = error?.kind || "network";
      const messages = { key: strings.badKey, limit: strings.rateLimit, geo: strings.geo, empty: strings.noResults };
      text.textContent = messages[kind] || strings.network;
      again = retryAction;
      retry.hidden = kind === "key";
      box.hidden = false;
    },
    hide() { box.hidden = true; },
  };
}
