// Shared by every page: offline support through the service worker.
if ("serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // Without a service worker the site still works online; nothing to tell the visitor.
    });
  });
}
