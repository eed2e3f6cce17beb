// Posters in the pack editor: upload a picture, or pick another of the movie's TMDB posters.
import { csrfHeaders } from "./csrf.js";
import { fetchJSON } from "./http.js";

/// Uploads a picture; resolves to the draft's poster choice (upload id and its 2:3 preview).
export async function uploadPoster(endpoint, file, fallbackMessage) {
  const body = new FormData();
  body.append("file", file);
  const upload = await fetchJSON(endpoint, { method: "POST", body, headers: csrfHeaders() }, fallbackMessage);
  return { upload: upload.id, url: upload.posterURL };
}

/// Fills `list` with a button per poster (Korean first, as the server orders them).
export async function showOtherPosters(list, endpoint, labelFor, onPick, fallbackMessage) {
  const posters = await fetchJSON(endpoint, {}, fallbackMessage);
  list.replaceChildren(...posters.map((poster, index) => {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.setAttribute("aria-label", labelFor(index + 1) + (poster.language ? ` (${poster.language})` : ""));
    const image = document.createElement("img");
    image.src = poster.url;
    image.alt = poster.language || "";
    image.loading = "lazy";
    button.append(image);
    button.addEventListener("click", () => onPick({ tmdbPath: poster.path, url: poster.url }));
    item.append(button);
    return item;
  }));
  list.hidden = false;
}
