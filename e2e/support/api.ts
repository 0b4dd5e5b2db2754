/** A small JSON client for the REST calls, keeping SPEC's shape: status plus parsed body. */
export function apiClient(baseUrl: string) {
  const call = async (
    method: string,
    path: string,
    options: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.raw !== undefined) {
      body = options.raw;
      headers["content-type"] ??= "application/json";
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] = "application/json";
    }
    const response = await fetch(new URL(path, baseUrl), { method, headers, body, redirect: "manual" });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    // biome-ignore lint/suspicious/noExplicitAny: tests read response fields freely.
    return { status: response.status, body: json as any, headers: response.headers };
  };
  return {
    get: (path: string, options?: Parameters<typeof call>[2]) => call("GET", path, options),
    post: (path: string, body?: unknown, options?: Parameters<typeof call>[2]) => call("POST", path, { ...options, body }),
    call,
  };
}

let counter = 0;
/** A username no other test uses. */
export const uniqueName = (prefix = "user") => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
