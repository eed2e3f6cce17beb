// Localised strings a page hands to its script as `data-t-*` attributes on a <template data-strings>
// (prefixed so they never collide with the data-* hooks scripts look elements up by).
export function pageStrings(root) {
  const template = root.querySelector("template[data-strings]");
  const strings = {};
  for (const [key, value] of Object.entries(template.dataset)) {
    if (key.length > 1 && key.startsWith("t")) strings[key[1].toLowerCase() + key.slice(2)] = value;
  }
  return strings;
}

// A 초성 reveal's other films with the same clue, which counted too; hidden when there are none.
export function showAlsoAccepted(node, titles, strings) {
  const list = titles ?? [];
  node.hidden = list.length === 0;
  node.textContent = list.length ? format(strings.alsoAccepted, list.join(", ")) : "";
}

// A string with `{0}`, `{1}` … filled in, as the server's string catalog writes them.
export const format = (text, ...args) => args.reduce((out, arg, i) => out.replaceAll(`{${i}}`, String(arg)), text);
