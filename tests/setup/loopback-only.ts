/** Integration tests talk to the in-process local stack only: any other host fails the test. */
const realFetch = globalThis.fetch;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!LOOPBACK.has(url.hostname)) {
    return Promise.reject(new Error(`Requête réseau hors de la machine refusée : ${url.href}`));
  }
  return realFetch(input, init);
};
