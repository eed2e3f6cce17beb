// What a phone does for its player during a game: stays awake, buzzes at the verdict, sends
// reactions, and asks before leaving (a stray tap must not drop anyone out of a question).

/// Keeps the screen on while `wanted()` (the Screen Wake Lock API, where the browser has it). The
/// browser lets the lock go when the page is hidden; it is taken again when the page is back.
export function keepAwake(wanted) {
  if (!("wakeLock" in navigator)) return;
  let lock = null;
  const take = async () => {
    if (lock || document.visibilityState !== "visible" || !wanted()) return;
    try {
      lock = await navigator.wakeLock.request("screen");
      lock.addEventListener("release", () => { lock = null; });
    } catch {
      lock = null; // refused (power saving, no permission): the game goes on without it
    }
  };
  document.addEventListener("visibilitychange", take);
  new MutationObserver(() => (wanted() ? take() : lock?.release())).observe(document.querySelector("[data-phase]"), {
    attributes: true, attributeFilter: ["data-phase"],
  });
  take();
}

/// A short buzz for right, a double one for wrong, where the phone can.
export function vibrate(right) {
  navigator.vibrate?.(right ? 120 : [70, 60, 70]);
}

/// The 나가기 button asks first, and only then goes to `destination`.
export function askBeforeLeaving(button, dialog, destination) {
  button.addEventListener("click", () => {
    dialog.returnValue = "";
    dialog.showModal();
  });
  dialog.addEventListener("close", () => {
    if (dialog.returnValue === "leave") location.assign(destination);
  });
}

/// The reaction buttons: each press sends its emoji to the big screen. A second press within a
/// moment is not sent (the server drops what is over a player's allowance anyway).
export function sendReactions(bar, send) {
  let last = 0;
  bar.addEventListener("click", (event) => {
    const button = event.target.closest("[data-emoji]");
    if (!button || performance.now() - last < 700) return;
    last = performance.now();
    send(button.dataset.emoji);
    button.classList.remove("is-sent");
    void button.offsetWidth; // restarts the little bounce
    button.classList.add("is-sent");
  });
}
