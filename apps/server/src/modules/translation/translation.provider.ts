/**
 * A machine-translation service we cannot reach in tests sits behind this adapter; each
 * implementation speaks one vendor's protocol and is tested against a local server.
 */
export interface TranslationProvider {
  readonly name: string;
  /** Translates several texts in one call; answers in the same order. */
  translate(texts: string[], source: string, target: string): Promise<string[]>;
  languages(): Promise<{ code: string; name: string }[]>;
}

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 8000;

/** fetch with a timeout; non-2xx answers become ProviderError with the status. */
export async function callProvider(url: string, init: RequestInit, timeoutMs = TIMEOUT_MS): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new ProviderError(`unreachable: ${(err as Error).message}`);
  }
  if (!res.ok) {
    const detail = await res.text().catch(() => '');
    throw new ProviderError(`HTTP ${res.status}${detail ? `: ${detail.slice(0, 200)}` : ''}`, res.status);
  }
  try {
    return await res.json();
  } catch {
    throw new ProviderError('invalid JSON answer');
  }
}
