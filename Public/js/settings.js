// Settings page: preview the chosen theme at once, before saving.
const root = document.documentElement;
for (const radio of document.querySelectorAll('[data-theme-preview] input[name="theme"]')) {
  radio.addEventListener("change", () => { root.dataset.theme = radio.value; });
}
