// Box office page: switch list/grid in place (and remember it in the profile), pick a date to
// show it at once, and show that a new chart is loading.
import { csrfHeaders } from "./csrf.js";
import { fetchJSON } from "./http.js";

const root = document.querySelector("[data-boxoffice]");
const rows = root.querySelector("[data-chart-rows]");
const signedIn = Boolean(document.querySelector(".profile-pill:not(.signin-link)"));

for (const button of root.querySelectorAll("[data-layout]")) {
  button.addEventListener("click", async () => {
    const layout = button.dataset.layout;
    for (const other of root.querySelectorAll("[data-layout]")) {
      other.setAttribute("aria-pressed", String(other === button));
    }
    rows?.classList.remove("layout-list", "layout-grid");
    rows?.classList.add(`layout-${layout}`);
    if (!signedIn) return;
    await fetchJSON(document.body.dataset.apiProfile, {
      method: "PATCH",
      headers: csrfHeaders({ "Content-Type": "application/json" }),
      body: JSON.stringify({ boxOfficeLayout: layout }),
    }).catch(() => {});   // the switch already happened; remembering it is best effort
  });
}

// A chart from KOBIS can take a moment: say so instead of looking frozen.
const loading = () => root.classList.add("is-loading");

// The chart controls (absent when no KOBIS key is set: nothing there would lead anywhere).
const form = root.querySelector("form");
if (form) {
  form.elements.date.addEventListener("change", () => { if (form.reportValidity()) form.requestSubmit(); });
  for (const select of [form.elements.nation, form.elements.market]) {
    select.addEventListener("change", () => form.requestSubmit());
  }
  form.addEventListener("submit", loading);
}
for (const link of root.querySelectorAll(".chart-kinds a, .chart-controls a")) link.addEventListener("click", loading);
window.addEventListener("pageshow", () => root.classList.remove("is-loading"));
