// 아이돌 pages: favourites without a page reload, the signature-song dialog and search as you type.
// Every control is a working link or form first; this module only makes it quicker.
import { fetchJSON } from "./http.js";
import { csrfHeaders } from "./csrf.js";
import { format } from "./page-strings.js";

const favouritesAPI = document.body.dataset.apiIdolFavourites;  // the route table's path, printed by the layout

// ☆ on a group or member page: flip in place through the API; the form still works without JS.
for (const form of document.querySelectorAll("form[data-favourite]")) {
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const button = form.querySelector("button");
    const kind = form.elements.kind.value;
    const id = form.elements.id.value;
    const adding = form.elements.action.value === "add";
    button.disabled = true;
    try {
      if (adding) {
        await fetchJSON(favouritesAPI, {
          method: "POST",
          headers: csrfHeaders({ "Content-Type": "application/json" }),
          body: JSON.stringify({ kind, id }),
        });
      } else {
        const url = `${favouritesAPI}/${kind}/${encodeURIComponent(id)}`;
        await fetchJSON(url, { method: "DELETE", headers: csrfHeaders() });
      }
      showFavourite(form, adding);
    } catch (error) {
      if (error.status === 401) form.submit(); // no profile yet: the form leads through onboarding
      else window.alert(error.message);
    } finally {
      button.disabled = false;
    }
  });
}

function showFavourite(form, isOn) {
  const button = form.querySelector("button");
  form.elements.action.value = isOn ? "remove" : "add";
  button.setAttribute("aria-pressed", String(isOn));
  button.querySelector(".star").textContent = isOn ? "★" : "☆";
  button.querySelector(".label").textContent = isOn ? button.dataset.labelOn : button.dataset.labelOff;
  if (isOn && !window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    button.classList.remove("bounce");
    void button.offsetWidth; // restart the animation
    button.classList.add("bounce");
  }
}

// 삭제 on the favourites page: remove the row in place, show the empty message after the last one.
for (const form of document.querySelectorAll("form[data-favourite-remove]")) {
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const row = form.closest("li");
    const list = row.parentElement;
    try {
      const url = `${favouritesAPI}/${form.elements.kind.value}/${encodeURIComponent(form.elements.id.value)}`;
      await fetchJSON(url, { method: "DELETE", headers: csrfHeaders() });
    } catch (error) {
      window.alert(error.message);
      return;
    }
    const next = row.nextElementSibling || row.previousElementSibling;
    row.remove();
    updateTabCount(form.elements.kind.value, list.children.length);
    if (next) next.querySelector("a").focus();
    else {
      const empty = document.querySelector("[data-favourite-empty]");
      empty.hidden = false;
      empty.setAttribute("tabindex", "-1");
      empty.focus();
    }
  });
}

function updateTabCount(kind, count) {
  const tab = document.querySelector(`.segmented a[aria-current="page"]`);
  if (tab) tab.textContent = tab.textContent.replace(/\(\d+\)/, `(${count})`);
}

// 대표곡 듣기: the privacy-enhanced embed in a <dialog>; the iframe is made on open and removed on
// close so the video stops. Without JS the link opens YouTube.
const dialog = document.querySelector("dialog[data-video-dialog]");
if (dialog) {
  const frame = dialog.querySelector(".video-frame");
  let opener = null;
  for (const link of document.querySelectorAll("[data-video-open]")) {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      opener = link;
      dialog.querySelector("h2").textContent = link.dataset.title;
      const iframe = document.createElement("iframe");
      iframe.src = link.dataset.embed;
      iframe.title = link.dataset.title;
      iframe.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
      iframe.allowFullscreen = true;
      iframe.referrerPolicy = "strict-origin-when-cross-origin";
      frame.replaceChildren(iframe);
      dialog.showModal();
      dialog.querySelector("[data-video-close]").focus();
    });
  }
  dialog.querySelector("[data-video-close]").addEventListener("click", () => dialog.close());
  dialog.addEventListener("click", (event) => { if (event.target === dialog) dialog.close(); });
  dialog.addEventListener("close", () => {
    frame.replaceChildren();
    opener?.focus();
  });
}

// Search as you type: results from the API under the field; the latest query always wins.
const searchForm = document.querySelector("form[data-idol-search]");
if (searchForm) {
  const input = searchForm.elements.q;
  const live = document.getElementById("idol-live");
  const staticResults = document.querySelector("[data-static-results]");
  let timer = 0;
  let latest = 0;
  const run = async () => {
    const query = input.value.trim();
    const ticket = ++latest;
    if (!query) {
      live.replaceChildren();
      if (staticResults) staticResults.hidden = false;
      return;
    }
    try {
      const results = await fetchJSON(`${searchForm.dataset.api}?q=${encodeURIComponent(query)}`);
      if (ticket !== latest) return;
      if (staticResults) staticResults.hidden = true;
      live.replaceChildren(...renderResults(results, live.dataset));
    } catch {
      // Typing on continues to work; the form still submits to the search page.
    }
  };
  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(run, 180);
  });
  if (input.value.trim() && !staticResults) run();
}

function renderResults(results, strings) {
  if (!results.groups.length && !results.members.length) {
    const none = document.createElement("p");
    none.className = "hint";
    none.textContent = strings.empty;
    return [none];
  }
  const parts = [];
  const section = (title, items, toItem) => {
    if (!items.length) return;
    const heading = document.createElement("h2");
    heading.textContent = title;
    const list = document.createElement("ul");
    list.className = "idol-members";
    list.append(...items.map(toItem));
    parts.push(heading, list);
  };
  const debut = (group) => format(strings.debut, group.debut.slice(0, 4));
  section(strings.groups, results.groups, (group) => item(
    group.url, group.artURL, group.nameKo, `${group.nameRomanized} · ${debut(group)}`));
  section(strings.members, results.members, (member) => item(
    member.url, member.artURL, member.stageNameKo, [member.stageNameRomanized, ...member.groups].join(" · ")));
  return parts;
}

function item(url, art, name, detail) {
  const li = document.createElement("li");
  li.className = "idol-member";
  const link = document.createElement("a");
  link.href = url;
  const img = document.createElement("img");
  img.src = art;
  img.alt = "";
  img.width = img.height = 56;
  const text = document.createElement("span");
  const title = document.createElement("span");
  title.className = "idol-member-name";
  title.textContent = name;
  const sub = document.createElement("span");
  sub.className = "idol-card-sub";
  sub.textContent = detail;
  text.append(title, " ", sub);
  link.append(img, text);
  li.append(link);
  return li;
}
