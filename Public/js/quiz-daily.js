// 오늘의 퀴즈: the page works as plain forms; this adds the countdown to the next puzzle, keeps the
// guess box in focus after each try, and stops a guess from being sent twice.
import { format, pageStrings } from "./page-strings.js";

const strings = pageStrings(document);

const countdown = document.querySelector("[data-daily-countdown]");
if (countdown && strings.hours) {
  // Counted from the server's clock, not this device's (which may be set wrong).
  const due = Date.now() + Number(countdown.dataset.seconds) * 1000;
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
  // After the browser has scrolled to the fragment (which moves the focus to the page itself).
  if (location.hash === "#daily-play" || box.getAttribute("aria-invalid") === "true") {
    if (document.readyState === "complete") box.focus();
    else addEventListener("load", () => box.focus({ preventScroll: true }), { once: true });
  }
  form.addEventListener("submit", () => {
    // Sent once: a second tap while the page loads would count as a second try.
    setTimeout(() => form.querySelectorAll("button").forEach((button) => (button.disabled = true)));
  });
}
