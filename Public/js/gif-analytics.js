// GIPHY's analytics pings, which its terms ask for: "onload" once per GIF shown, "onclick" when one is
// opened, "onsent" when one is shared or copied. Sent only when the response carried the URLs.
const shown = new Set();

export function ping(item, event) {
  const url = item?.analytics?.[event];
  if (!url) return;
  if (event === "onload") {
    if (shown.has(item.id)) return;
    shown.add(item.id);
  }
  const target = `${url}${url.includes("?") ? "&" : "?"}ts=${Date.now()}`;
  fetch(target, { mode: "no-cors", credentials: "omit", keepalive: true, referrerPolicy: "origin" }).catch(() => {
    // A lost ping only costs GIPHY a count; the visitor is not told.
  });
}
