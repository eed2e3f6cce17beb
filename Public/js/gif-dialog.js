// The GIF dialog: the picture, its title, uploader, rating and source; favourite, share (the share
// sheet where the browser has one, else copy link / GIF URL / Markdown) and download. A <dialog>,
// so Esc closes it and focus is kept inside; the backdrop closes it too.
import { ping } from "./gif-analytics.js";
import { isFavourite, setFavourite, onFavouriteChange, keyOf } from "./gif-favourites-store.js";

// The GIF at its larger rendition, its size reserved before it arrives.
export function largeImage(item, untitled) {
  const image = document.createElement("img");
  image.src = item.large.url;
  image.alt = item.title || untitled;
  if (item.large.width && item.large.height) {
    image.width = item.large.width;
    image.height = item.large.height;
  }
  return image;
}

export function gifDialog(root, strings, { signedIn, welcomeURL, favourites }) {
  const dialog = root.querySelector("dialog[data-gif-dialog]");
  const field = (name) => dialog.querySelector(`[data-field="${name}"]`);
  const star = dialog.querySelector("[data-gif-favourite]");
  const shareButton = dialog.querySelector("[data-gif-share]");
  const status = dialog.querySelector("[data-gif-status]");
  let current = null;
  let opener = null;
  let favouritesKnown = false;
  favourites.then(() => {
    favouritesKnown = true;
    star.disabled = false;
    if (current) showStar(isFavourite(current), false);
  });

  const say = (text) => { status.textContent = text; };
  const showStar = (on, bounce) => {
    star.setAttribute("aria-pressed", String(on));
    star.querySelector(".star").textContent = on ? "★" : "☆";
    star.querySelector(".label").textContent = on ? strings.favouriteOn : strings.favouriteOff;
    if (bounce && on && !matchMedia("(prefers-reduced-motion: reduce)").matches) {
      star.classList.remove("bounce");
      void star.offsetWidth; // restart the animation
      star.classList.add("bounce");
    }
  };
  const row = (name, value) => {
    dialog.querySelector(`[data-row="${name}"]`).hidden = !value;
  };

  function open(item, from) {
    current = item;
    opener = from || document.activeElement;
    field("title").textContent = item.title || strings.untitled;
    field("media").replaceChildren(largeImage(item, strings.untitled));
    field("user").textContent = item.user;
    row("user", item.user);
    field("rating").textContent = item.rating;
    row("rating", item.rating);
    const source = /^https?:\/\//i.test(item.source) ? item.source : "";
    field("source").textContent = source.replace(/^https?:\/\/(www\.)?/i, "").slice(0, 60);
    field("source").href = source || "#";
    row("source", source);
    field("tags").textContent = (item.tags || []).map((tag) => `#${tag}`).join(" ");
    row("tags", (item.tags || []).length > 0);
    const page = dialog.querySelector("[data-gif-page-link]");
    page.href = item.pageURL;
    page.textContent = item.kind === "giphy" ? strings.openGiphy : strings.openPage;
    shareButton.hidden = !navigator.share;
    showStar(isFavourite(item), false);
    star.disabled = signedIn && !favouritesKnown; // its state is not known yet
    say("");
    dialog.showModal();
    dialog.querySelector("[data-gif-close]").focus();
    ping(item, "onclick");
  }

  star.addEventListener("click", async () => {
    if (!signedIn) {
      location.href = welcomeURL;
      return;
    }
    const item = current;
    const on = !isFavourite(item);
    star.disabled = true;
    try {
      await setFavourite(item, on);
      say(on ? strings.favouriteAdded : strings.favouriteRemoved);
    } catch (error) {
      say(error.message || strings.network);
    } finally {
      star.disabled = false;
    }
  });
  onFavouriteChange((item, on) => {
    if (current && keyOf(item) === keyOf(current)) showStar(on, dialog.open);
  });

  shareButton.addEventListener("click", async () => {
    try {
      await navigator.share({ title: current.title || strings.untitled, url: current.pageURL });
      ping(current, "onsent");
    } catch {
      // The visitor closed the share sheet.
    }
  });

  for (const button of dialog.querySelectorAll("[data-gif-copy]")) {
    button.addEventListener("click", async () => {
      const markdown = `![${(current.title || "GIF").replace(/[[\]]/g, "")}](${current.gifURL})`;
      const text = { link: current.pageURL, gif: current.gifURL, markdown }[button.dataset.gifCopy];
      try {
        await navigator.clipboard.writeText(text);
        say(strings.copied);
      } catch {
        window.prompt(strings.copyPrompt, text);
      }
      ping(current, "onsent");
    });
  }

  dialog.querySelector("[data-gif-download]").addEventListener("click", async () => {
    const item = current;
    say(strings.downloading);
    try {
      const response = await fetch(item.gifURL, { credentials: item.kind === "upload" ? "same-origin" : "omit" });
      if (!response.ok) throw new Error(String(response.status));
      const blob = await response.blob();
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      const extension = blob.type === "image/webp" ? "webp" : "gif";
      const name = (item.title || item.id).replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "") || "gif";
      link.download = `${name}.${extension}`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
      say(strings.downloaded);
      ping(item, "onsent");
    } catch {
      say(strings.downloadFailed);
    }
  });

  dialog.querySelector("[data-gif-close]").addEventListener("click", () => dialog.close());
  dialog.addEventListener("click", (event) => { if (event.target === dialog) dialog.close(); });
  dialog.addEventListener("close", () => {
    field("media").replaceChildren();
    // The opener may have left the page (a favourite un-starred on the favourites page).
    const target = opener?.isConnected
      ? opener
      : root.querySelector("[data-gif-grid] button") || root.querySelector("h1, h2");
    if (target && !target.hasAttribute("tabindex") && target.matches("h1, h2")) target.setAttribute("tabindex", "-1");
    target?.focus?.();
  });

  return { open };
}
