// Live nickname validation (UQuiz's messages). The server holds the rules: this module only asks
// it as the person types and shows the answer, so the messages never disagree with a submit.
const DEBOUNCE_MS = 150;

for (const input of document.querySelectorAll("input[data-nickname-check]")) {
  const message = document.getElementById(input.getAttribute("aria-describedby").split(" ").pop());
  let timer = 0;
  let latest = 0;

  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => check(input.value), DEBOUNCE_MS);
  });

  async function check(nickname) {
    const ticket = ++latest;
    const url = `${input.dataset.nicknameCheck}?nickname=${encodeURIComponent(nickname)}`;
    try {
      const response = await fetch(url, { headers: { Accept: "application/json" } });
      const verdict = await response.json();
      if (ticket !== latest) return; // an older answer arriving late must not overwrite a newer one
      message.textContent = verdict.message;
      message.classList.toggle("is-error", !verdict.valid);
      input.setAttribute("aria-invalid", verdict.valid ? "false" : "true");
    } catch {
      // Offline or server unreachable: the form still validates on submit.
    }
  }
}
