// Movie search for the pack editor: as you type, debounced, and the latest query always wins.
import { fetchJSON } from "./http.js";

export function movieSearch(input, endpoint, onResults, onError) {
  let timer = 0;
  let controller = null;

  async function run(query) {
    controller?.abort();
    controller = new AbortController();
    if (!query.trim()) {
      onResults(null);
      return;
    }
    try {
      onResults(await fetchJSON(`${endpoint}?query=${encodeURIComponent(query)}`, { signal: controller.signal }));
    } catch (error) {
      if (error.name !== "AbortError") onError(error);
    }
  }

  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => run(input.value), 250);
  });
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      clearTimeout(timer);
      run(input.value);
    }
  });
  // Someone quick (or a slow network) may have typed before this script ran.
  if (input.value.trim()) run(input.value);
  return () => run(input.value);
}
