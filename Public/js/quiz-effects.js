// Celebrations for the quiz: an emoji burst for a right answer, falling 🤣 for a time-out.
const BURST = ["😍", "🎉", "🎬", "🍿", "👍"];
const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

function spawn(layer, emoji, className, style) {
  const span = document.createElement("span");
  span.className = className;
  span.textContent = emoji;
  Object.assign(span.style, style);
  span.addEventListener("animationend", () => span.remove());
  layer.append(span);
}

export function burst(layer) {
  if (reduceMotion.matches) return;
  for (let i = 0; i < 24; i += 1) {
    const angle = Math.random() * Math.PI * 2;
    const distance = 30 + Math.random() * 40;
    spawn(layer, BURST[i % BURST.length], "emoji-burst", {
      "--dx": `${Math.cos(angle) * distance}vmin`,
      "--dy": `${Math.sin(angle) * distance}vmin`,
      animationDelay: `${Math.random() * 150}ms`,
    });
  }
}

export function rain(layer) {
  if (reduceMotion.matches) return;
  for (let i = 0; i < 18; i += 1) {
    spawn(layer, "🤣", "emoji-rain", {
      left: `${Math.random() * 95}%`,
      animationDelay: `${Math.random() * 1200}ms`,
      fontSize: `${1.5 + Math.random() * 1.5}rem`,
    });
  }
}
