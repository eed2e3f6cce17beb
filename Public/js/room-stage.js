// The host's screen as a stage: full screen at one press, and the 3-2-1 before the first question.
import { QuizSound } from "./quiz-sound.js";
import { element } from "./room-view.js";

/// Counts 3, 2, 1 over `container` (the lobby), resolving when it is done. Reduced motion still
/// counts, without the zoom.
export function startCount(container, reduced, onTick = () => {}) {
  const overlay = element("p", "start-count");
  overlay.setAttribute("aria-live", "assertive");
  container.append(overlay);
  return new Promise((resolve) => {
    let left = 3;
    const tick = () => {
      if (left === 0) {
        overlay.remove();
        return resolve();
      }
      const number = element("span", "", String(left));
      if (reduced) number.style.animation = "none";
      overlay.replaceChildren(number);
      onTick(left === 1);
      left -= 1;
      setTimeout(tick, 900);
    };
    tick();
  });
}

/// The full-screen button: shown where the browser can; its label says what a press will do.
export function watchFullscreen(button, label, strings) {
  if (!document.fullscreenEnabled) return;
  button.hidden = false;
  const sync = () => {
    const on = Boolean(document.fullscreenElement);
    label.textContent = on ? strings.exitFullscreen : strings.fullscreen;
  };
  button.addEventListener("click", () => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen({ navigationUI: "hide" });
    change.catch(() => {}).finally(sync);
  });
  document.addEventListener("fullscreenchange", sync);
  sync();
}

/// The big screen's sound, switched by the host (off until pressed, remembered in this browser):
/// the quiz's own synthesised cues, and a pop as each player joins.
export function stageSound(button, label, strings) {
  const sound = new QuizSound(localStorage.getItem(SOUND_KEY) === "on");
  const sync = () => { label.textContent = sound.enabled ? strings.soundOff : strings.soundOn; };
  button.addEventListener("click", () => {
    sound.set(!sound.enabled);
    localStorage.setItem(SOUND_KEY, sound.enabled ? "on" : "off");
    sound.unlock();
    sync();
  });
  // Browsers start audio only after a press: any press on the stage will do.
  addEventListener("pointerdown", () => sound.unlock());
  addEventListener("keydown", () => sound.unlock());
  sync();
  return {
    joined: () => sound.tone(880, 0, 0.12, { type: "triangle", volume: 0.08 }),
    count: (last) => sound.tone(last ? 880 : 440, 0, 0.18, { type: "square", volume: 0.05 }),
    asking: () => sound.startLoop(),
    quiet: () => sound.stopLoop(),
    reveal: (anyoneRight) => (anyoneRight ? sound.correct() : sound.timeout()),
  };
}

const SOUND_KEY = "encore.roomSound";
