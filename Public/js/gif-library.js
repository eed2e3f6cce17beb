// 내 GIF: the library and one GIF's page work as plain links and forms; this opens GIFs in the dialog
// (favourite, share, download) and keeps the ☆ on a GIF's page in step without a reload.
import { gifPage } from "./gif-page.js";
import { uploadOf } from "./gif-upload-cells.js";
import { isFavourite, setFavourite, onFavouriteChange } from "./gif-favourites-store.js";

const root = document.querySelector('[data-gif-page="library"]');
const { strings, dialog, favourites } = gifPage(root);

for (const cell of root.querySelectorAll("li[data-kind]")) {
  const link = cell.querySelector("a");
  link.addEventListener("click", (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    dialog.open(uploadOf(cell), link);
  });
}
favourites.then(() => {
  for (const cell of root.querySelectorAll("li[data-kind]")) {
    cell.classList.toggle("is-favourite", isFavourite(uploadOf(cell)));
  }
});
onFavouriteChange((item, on) => {
  root.querySelector(`li[data-id="${CSS.escape(item.id)}"]`)?.classList.toggle("is-favourite", on);
});

// One GIF's page: the ☆ form through the API, and the share / copy buttons through the dialog's.
const star = root.querySelector("form[data-gif-star]");
if (star) {
  const item = uploadOf(root.querySelector("[data-gif-detail]"));
  const button = star.querySelector("button");
  const show = (on) => {
    star.elements.action.value = on ? "remove" : "add";
    button.setAttribute("aria-pressed", String(on));
    button.querySelector(".star").textContent = on ? "★" : "☆";
    button.querySelector(".label").textContent = on ? strings.favouriteOn : strings.favouriteOff;
  };
  star.addEventListener("submit", async (event) => {
    if (root.dataset.signedIn !== "true") return; // the form leads through onboarding
    event.preventDefault();
    try {
      await setFavourite(item, star.elements.action.value === "add");
    } catch (error) {
      window.alert(error.message);
    }
  });
  onFavouriteChange((changed, on) => { if (changed.id === item.id) show(on); });
  root.querySelector("[data-gif-share-open]")
    ?.addEventListener("click", (event) => dialog.open(item, event.currentTarget));
}
