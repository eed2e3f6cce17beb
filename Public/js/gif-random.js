// 랜덤: a tag and 클릭! show one random GIF. Share before any result says to press 클릭! first; a
// network error says so and the button keeps working (the reference app disabled it for good).
import { gifPage } from "./gif-page.js";
import { ping } from "./gif-analytics.js";
import { largeImage } from "./gif-dialog.js";

const root = document.querySelector('[data-gif-page="random"]');
const { strings, giphy, dialog, errors } = gifPage(root);
const form = root.querySelector("form[data-gif-random]");
const result = root.querySelector("[data-gif-random-result]");
const message = root.querySelector("[data-gif-random-message]");
const button = form.querySelector('button[type="submit"]');
let current = null;
let controller = null;

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  controller?.abort();
  controller = new AbortController();
  const signal = controller.signal;
  errors.hide();
  button.setAttribute("aria-busy", "true");
  try {
    const item = await giphy.random(form.elements.tag.value.trim(), signal);
    if (signal.aborted) return;
    current = item;
    show(item);
  } catch (error) {
    if (error.name !== "AbortError" && !signal.aborted) errors.show(error, () => form.requestSubmit());
  } finally {
    if (!signal.aborted) button.removeAttribute("aria-busy");
  }
});

function show(item) {
  const open = document.createElement("button");
  open.type = "button";
  open.className = "gif-random-open";
  const image = largeImage(item, strings.untitled);
  image.addEventListener("load", () => ping(item, "onload"), { once: true });
  const caption = document.createElement("span");
  caption.className = "gif-random-title";
  caption.textContent = item.title || strings.untitled;
  open.append(image, caption);
  open.addEventListener("click", () => dialog.open(item, open));
  result.replaceChildren(open);
  message.textContent = "";
}

root.querySelector("[data-gif-random-share]").addEventListener("click", async () => {
  if (!current) {
    message.textContent = strings.clickFirst;
    return;
  }
  if (navigator.share) {
    try {
      await navigator.share({ title: current.title || strings.untitled, url: current.pageURL });
      ping(current, "onsent");
    } catch {
      // The visitor closed the share sheet.
    }
  } else {
    dialog.open(current, document.activeElement);
  }
});
