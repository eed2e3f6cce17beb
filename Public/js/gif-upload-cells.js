// Uploaded GIFs as the server prints them (a link with data-* facts), read into the shape the grid
// and the dialog use.
import { fromUpload } from "./giphy.js";

export function uploadOf(cell) {
  const data = cell.dataset;
  return fromUpload({
    id: data.id, title: data.title, uploader: data.user, tags: (data.tags || "").split("\n").filter(Boolean),
    page: data.page, url: data.url, previewURL: data.preview,
    width: Number(data.width) || 0, height: Number(data.height) || 0,
    isMine: data.mine === "true",
  });
}
