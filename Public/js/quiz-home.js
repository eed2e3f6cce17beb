// Quiz home: delete a pack after confirming in a dialog, then renumber the remaining cards in place
// (this page's cards count on from its first position, out of every pack listed).
import { csrfHeaders } from "./csrf.js";
import { fetchJSON } from "./http.js";

const carousel = document.querySelector("[data-pack-carousel]");
const dialog = document.querySelector("[data-delete-dialog]");
const errorLine = dialog?.querySelector("[data-delete-error]");
const first = Number(carousel?.dataset.first ?? 1);
let total = Number(carousel?.dataset.total ?? 0);
let pending = null;

function renumber() {
  const cards = carousel.querySelectorAll("[data-pack-card]");
  total -= 1;
  cards.forEach((card, index) => {
    card.querySelector("[data-pack-position]").textContent = `${first + index} / ${total}`;
  });
  if (cards.length === 0) location.reload();
}

carousel?.addEventListener("click", (event) => {
  const link = event.target.closest("[data-delete-pack]");
  if (!link || !dialog) return;
  event.preventDefault();
  pending = link;
  errorLine.textContent = "";
  dialog.showModal();
});

dialog?.addEventListener("close", async () => {
  if (dialog.returnValue !== "delete" || !pending) return;
  const link = pending;
  pending = null;
  try {
    await fetchJSON(link.dataset.deletePack, { method: "DELETE", headers: csrfHeaders() }).catch((error) => {
      if (error.status !== 404) throw error;   // already gone is fine
    });
    link.closest("[data-pack-card]").remove();
    renumber();
  } catch (error) {
    errorLine.textContent = error.message;
    pending = link;
    dialog.showModal();
  }
});
