// 오늘의 퀴즈: the page works as plain forms; this adds the countdown to the next puzzle, keeps the
// guess box in focus after each try, and stops a guess from being sent twice.
import { pageStrings } from "./page-strings.js";

const strings = pageStrings(document);
const format = (template, ...values) => values.reduce((text, value, index) => text.replace(`{${index}}`, value), template);

const countdown = document.querySelector("[data-daily-countdown]");
if (countdown && strings.hours) {
  const due = Date.parse(countdown.getAttribute("datetime"));
  const tick = () => {
    const minutes = Math.max(0, Math.ceil((due - Date.now()) / 60000));
    if (minutes === 0) return;
    countdown.textContent = format(strings.hours, Math.floor(minutes / 60), minutes % 60);
    setTimeout(tick, 30000);
  };
  tick();
}

const form = document.querySelector("[data-daily-form]");
if (form) {
  const box = form.querySelector("input[name=guess]");
  // Back from a try (the form posts and the page returns at #daily-play): straight on to the next.
  if (location.hash === "#daily-play" || box.getAttribute("aria-invalid") === "true") box.focus();
  form.addEventListener("submit", () => {
    // Sent once: a second tap while the page loads would count as a second try.
    setTimeout(() => form.querySelectorAll("button").forEach((button) => (button.disabled = true)));
  });
}
