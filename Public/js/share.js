// Share buttons (`data-share`): the browser's share sheet where there is one, else the link is
// copied (or shown to copy by hand). The text never gives away an answer.
import { pageStrings } from "./page-strings.js";

const strings = pageStrings(document);

export async function shareOrCopy({ title, text, url }, status) {
  if (navigator.share) {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (error) {
      if (error.name === "AbortError") return; // the visitor closed the sheet
    }
  }
  const message = text ? `${text} ${url}` : url;
  try {
    await navigator.clipboard.writeText(message);
    if (status) status.textContent = strings.copied;
  } catch {
    window.prompt(strings.copyPrompt, message);
  }
}

for (const button of document.querySelectorAll("[data-share]")) {
  button.addEventListener("click", () => {
    const url = new URL(button.dataset.sharePath, location.origin).href;
    const status = button.parentElement.querySelector("[data-share-status]");
    shareOrCopy({ title: button.dataset.shareTitle, text: button.dataset.shareText, url }, status);
  });
}
