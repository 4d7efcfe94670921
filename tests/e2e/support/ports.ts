/** Ports of the test servers, apart from the developer's own 5173/4173/54321 so a running dev stack never clashes. */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4317);
export const STACK_PORT = Number(process.env.E2E_STACK_PORT ?? 54341);
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
export const STACK_URL = `http://127.0.0.1:${STACK_PORT}`;
