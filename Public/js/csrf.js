// The CSRF token printed by the layout, for fetch calls that change state.
export function csrfHeaders(headers = {}) {
  const meta = document.querySelector('meta[name="csrf-token"]');
  return { ...headers, "X-CSRF-Token": meta ? meta.content : "" };
}
