/** A JSON POST from the pages before signing in, with the header the server's CSRF check requires. */
export async function postJson(url: string, body: unknown): Promise<{ ok: boolean; body: { message?: string; success?: boolean; user?: unknown } | null }> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
  const parsed = (await res.json().catch(() => null)) as { message?: string; success?: boolean; user?: unknown } | null;
  return { ok: res.ok, body: parsed };
}
