// The room's screens as a stage: full screen at one press, sound switched by the host, and the
// 3-2-1 before the first question.
import { QuizSound } from "./quiz-sound.js";
import { element, reducedMotion } from "./room-view.js";

/// The 3, 2, 1 before the first question, drawn from the state's `startsInMs` (the server keeps
/// the clock) over `container`; `onTick` for a sound on each number.
export class CountIn {
  constructor(container, onTick = () => {}) {
    this.container = container;
    this.onTick = onTick;
    this.overlay = null;
    this.timer = 0;
    this.deadline = 0;
  }

  set(startsInMs) {
    if (!(startsInMs > 0)) return this.stop();
    this.deadline = performance.now() + startsInMs;
    if (!this.overlay) {
      this.overlay = element("p", "start-count");
      this.overlay.setAttribute("role", "timer");
      this.container.append(this.overlay);
      this.timer = setInterval(() => this.draw(), 100);
    }
    this.draw();
  }

  draw() {
    const left = Math.ceil((this.deadline - performance.now()) / 1000);
    if (left <= 0) return this.stop();
    if (this.overlay.textContent === String(left)) return;
    const shown = element("span", "", String(left));
    if (reducedMotion()) shown.style.animation = "none";
    this.overlay.replaceChildren(shown);
    this.onTick(left === 1);
  }

  stop() {
    clearInterval(this.timer);
    this.overlay?.remove();
    this.overlay = null;
  }
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
