// fetch for our JSON API: parses the body and turns an error response into an Error carrying the
// server's localised message and the HTTP status.
export async function fetchJSON(url, options = {}, fallbackMessage = "") {
  const response = await fetch(url, {
    credentials: "same-origin", ...options, headers: { Accept: "application/json", ...options.headers },
  });
  const json = await response.json().catch(() => null);
  if (!response.ok) {
    const error = new Error(json?.error?.message || fallbackMessage || response.statusText);
    error.status = response.status;
    error.field = json?.error?.field;
    throw error;
  }
  return json;
}
