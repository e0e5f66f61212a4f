/**
 * The two servers of the browser tests (playwright.config.ts): the demo restaurant on E2E_PORT
 * (the default baseURL) and, on the next port, a server started without demo data where only
 * the owner's SuperAdmin account exists.
 */
export function e2ePort(): number {
  return Number(process.env.E2E_PORT ?? 3100);
}

export function demoBaseUrl(): string {
  return `http://localhost:${e2ePort()}`;
}

export function emptyBaseUrl(): string {
  return `http://localhost:${e2ePort() + 1}`;
}

/** The first SuperAdmin of the empty server (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const EMPTY_OWNER = { username: 'owner', password: 'owner-pass-123' } as const;
