// The 50 × 75 area grid of the pack editor: the reference app's rules (the server checks them
// again), drawn over the poster, usable by pointer and by keyboard.
export const COLUMNS = 50;
export const ROWS = 75;
const RADIUS = 2;

/// Why a tap is refused, as the message key the page has strings for; null when allowed.
export function refusal(areas, area, maximum) {
  if (areas.length >= maximum) return "tooMany";
  const inside = (value, count) => value >= RADIUS && value <= count - 1 - RADIUS;
  if (!inside(area.row, ROWS) || !inside(area.column, COLUMNS)) return "edge";
  const overlaps = areas.some((other) =>
    Math.abs(other.row - area.row) <= 2 * RADIUS && Math.abs(other.column - area.column) <= 2 * RADIUS);
  return overlaps ? "overlap" : null;
}

export class AreaGrid {
  constructor(element, { onTap, onUndo }) {
    this.element = element;
    this.layer = element.querySelector("[data-grid-areas]");
    this.cursor = element.querySelector("[data-grid-cursor]");
    this.cursorCell = { row: 37, column: 25 };
    this.onTap = onTap;
    this.onUndo = onUndo;
    element.addEventListener("click", (event) => this.tapAt(event));
    element.addEventListener("keydown", (event) => this.key(event));
    element.addEventListener("focus", () => { if (element.matches(":focus-visible")) this.drawCursor(); });
    element.addEventListener("blur", () => { this.cursor.hidden = true; });
  }

  tapAt(event) {
    const box = this.element.getBoundingClientRect();
    const column = Math.min(COLUMNS - 1, Math.max(0, Math.floor(((event.clientX - box.left) / box.width) * COLUMNS)));
    const row = Math.min(ROWS - 1, Math.max(0, Math.floor(((event.clientY - box.top) / box.height) * ROWS)));
    this.cursorCell = { row, column };
    this.cursor.hidden = true;   // the cursor is for keyboard users; a pointer shows its own spot
    this.onTap({ row, column });
  }

  key(event) {
    const step = event.shiftKey ? 5 : 1;
    const moves = { ArrowUp: [-step, 0], ArrowDown: [step, 0], ArrowLeft: [0, -step], ArrowRight: [0, step] };
    if (moves[event.key]) {
      const [dr, dc] = moves[event.key];
      this.cursorCell = {
        row: Math.min(ROWS - 1, Math.max(0, this.cursorCell.row + dr)),
        column: Math.min(COLUMNS - 1, Math.max(0, this.cursorCell.column + dc)),
      };
      this.drawCursor();
    } else if (event.key === "Enter" || event.key === " ") {
      this.onTap({ ...this.cursorCell });
    } else if (event.key === "Backspace" || event.key === "Delete") {
      this.onUndo();
    } else {
      return;
    }
    event.preventDefault();
  }

  drawCursor() {
    place(this.cursor, this.cursorCell, RADIUS);
    this.cursor.hidden = false;
  }

  draw(areas, labelFor) {
    this.layer.replaceChildren(...areas.map((area, index) => {
      const box = document.createElement("span");
      box.className = "grid-area";
      box.textContent = String(index + 1);
      box.setAttribute("aria-label", labelFor(index + 1));
      place(box, area, RADIUS);
      return box;
    }));
  }
}

function place(element, cell, radius) {
  const size = 2 * radius + 1;
  element.style.left = `${((cell.column - radius) / COLUMNS) * 100}%`;
  element.style.top = `${((cell.row - radius) / ROWS) * 100}%`;
  element.style.width = `${(size / COLUMNS) * 100}%`;
  element.style.height = `${(size / ROWS) * 100}%`;
}
