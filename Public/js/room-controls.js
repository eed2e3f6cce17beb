// The host's controls, on the big screen and on the host's phone (the remote): the buttons each
// phase offers, one press one command, the end question and the game settings.

const COMMANDS_OF_PHASE = {
  lobby: ["start"], asking: ["pause", "skip"], paused: ["resume", "skip"], revealed: ["next"], finished: ["again"],
  ended: [],
};

/// How long the screens count 3, 2, 1 before the first question.
const COUNT_IN_SECONDS = 3;

export class HostControls {
  constructor(root, socket) {
    this.root = root;
    this.socket = socket;
    this.buttons = [...root.querySelectorAll("[data-command]")];
    this.room = null;
    this.waiting = null; // what the room was like when a command was sent, until it changes
    this.waitTimer = 0;
    this.pressed = null;
    this.endDialog = root.querySelector("[data-end-dialog]");
    this.options = root.querySelector("[data-options-form]");
    for (const button of this.buttons) button.addEventListener("click", () => this.press(button));
    this.endDialog.addEventListener("close", () => {
      if (this.endDialog.returnValue === "end") this.command({ type: "end" }, this.button("end"));
    });
    this.watchOptions();
  }

  button(type) {
    return this.buttons.find((button) => button.dataset.command === type);
  }

  // A command changes one of these; any other change (a player answering) leaves the buttons waiting.
  moment() {
    return `${this.room.phase} ${this.room.questionNumber} ${this.room.locked}`;
  }

  /// Every state: the buttons of the phase, unless a command is still waiting for its answer.
  render(room) {
    this.room = room;
    this.renderOptions(room.options);
    if (this.waiting && this.waiting === this.moment()) return this.draw();
    this.stopWaiting();
  }

  /// A refusal came back: the buttons are free again.
  refused() {
    this.stopWaiting();
  }

  hideAll() {
    for (const button of this.buttons) button.hidden = true;
  }

  draw() {
    const room = this.room;
    const shown = new Set(COMMANDS_OF_PHASE[room.phase] ?? []);
    // Locking means nothing once the game is over (the podium): only ending the room is left.
    if (room.phase !== "ended" && room.phase !== "finished") shown.add(room.locked ? "unlock" : "lock");
    if (room.phase !== "ended") shown.add("end");
    for (const button of this.buttons) {
      button.hidden = !shown.has(button.dataset.command);
      button.disabled = Boolean(this.waiting) || (button.dataset.command === "start" && room.playerCount === 0);
    }
    const played = room.questionNumber > 0 && ["finished", "ended"].includes(room.phase);
    for (const link of this.root.querySelectorAll("[data-report]")) link.hidden = !played;
    for (const link of this.root.querySelectorAll("[data-history]")) link.hidden = room.phase !== "ended";
    const again = this.root.querySelector("[data-again-form]");
    if (again) again.hidden = room.phase !== "finished";
  }

  stopWaiting() {
    this.waiting = null;
    clearTimeout(this.waitTimer);
    if (this.room) this.draw();
    // The pressed button may be gone with its phase (시작 once started): the focus goes on to the
    // next step's first button, unless the host has moved it elsewhere meanwhile.
    const button = this.pressed;
    this.pressed = null;
    if (!button || (document.activeElement !== button && document.activeElement !== document.body)) return;
    const target = !button.hidden && !button.disabled ? button : this.buttons.find((b) => !b.hidden && !b.disabled);
    target?.focus();
  }

  // One press, one command: the buttons wait for the server's answer (a double-pressed 다음 would
  // otherwise skip a whole question), or a few seconds if it never comes.
  command(message, button = null) {
    if (!this.socket.send(message)) return;
    this.pressed = button;
    this.waiting = this.room ? this.moment() : "";
    for (const each of this.buttons) each.disabled = true;
    clearTimeout(this.waitTimer);
    this.waitTimer = setTimeout(() => this.stopWaiting(), 3000);
  }

  press(button) {
    const type = button.dataset.command;
    if (type === "end") {
      this.endDialog.returnValue = "";
      return this.endDialog.showModal();
    }
    // Every screen counts 3, 2, 1 before the first question: everyone looks up before the clock runs.
    this.command(type === "start" ? { type, countIn: COUNT_IN_SECONDS } : { type }, button);
  }

  // The settings dialog sends each change as it is made; every state shows what the room has.
  watchOptions() {
    const opener = this.root.querySelector("[data-open-options]");
    const dialog = this.root.querySelector("[data-options-dialog]");
    opener?.addEventListener("click", () => dialog.showModal());
    this.options.addEventListener("change", (event) => {
      const field = event.target;
      const value = field.type === "checkbox" ? field.checked : Number(field.value);
      this.socket.send({ type: "options", [field.name]: value });
    });
  }

  renderOptions(options) {
    if (!options) return;
    const form = this.options.elements;
    form.teams.value = String(options.teams);
    form.teams.disabled = this.room.phase !== "lobby";
    form.autoNextSeconds.value = String(options.autoNextSeconds);
    form.answersOnScreen.checked = options.answersOnScreen;
    form.answerNames.checked = options.answerNames;
    form.answerNames.disabled = !options.answersOnScreen;
    form.friendlyNames.checked = options.friendlyNames;
  }
}
