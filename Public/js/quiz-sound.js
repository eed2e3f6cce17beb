// Quiz sounds, made in the browser with Web Audio (no audio files): a rising chime for a right
// answer, a low buzz for a wrong one, a falling slide for a time-out, and a quiet background loop
// while a question is asked. Off unless the profile's sound setting is on; the audio context is
// only made after the player has pressed something, as browsers require.
const NOTE = (semitones) => 440 * 2 ** (semitones / 12);
const LOOP = [0, 4, 7, 12, 7, 4].map((step) => NOTE(step - 9)); // a soft C-major arpeggio

export class QuizSound {
  constructor(enabled) {
    this.enabled = enabled;
    this.context = null;
    this.loopTimer = 0;
  }

  /// Called from a click or key press (browsers only start audio then). Until it has run, nothing is
  /// played or queued, so no backlog of notes can burst out later.
  unlock() {
    if (!this.enabled) return;
    this.context ??= new AudioContext();
    if (this.context.state === "suspended") this.context.resume().catch(() => {});
  }

  tone(frequency, start, length, { type = "sine", volume = 0.2, slideTo = null } = {}) {
    const context = this.context;
    if (!this.enabled || !context || context.state !== "running") return;
    const at = context.currentTime + start;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(frequency, at);
    if (slideTo) oscillator.frequency.exponentialRampToValueAtTime(slideTo, at + length);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(volume, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + length + 0.05);
  }

  correct() {
    this.stopLoop();
    [0, 4, 7, 12].forEach((step, index) => this.tone(NOTE(step + 3), index * 0.09, 0.25, { type: "triangle" }));
  }

  wrong() {
    this.tone(NOTE(-21), 0, 0.28, { type: "sawtooth", volume: 0.08 });
  }

  timeout() {
    this.stopLoop();
    this.tone(NOTE(-5), 0, 0.7, { type: "triangle", slideTo: NOTE(-17) });
  }

  startLoop() {
    if (!this.enabled || this.loopTimer) return;
    let index = 0;
    const step = () => {
      this.tone(LOOP[index % LOOP.length], 0, 0.35, { volume: 0.035 });
      index += 1;
    };
    step();
    this.loopTimer = setInterval(step, 400);
  }

  stopLoop() {
    clearInterval(this.loopTimer);
    this.loopTimer = 0;
  }

  set(enabled) {
    this.enabled = enabled;
    if (!enabled) this.stopLoop();
  }
}
