/**
 * A client address of the documentation range 198.18.0.0/15 (benchmarking), different at each
 * call: the systems under test trust the loopback's X-Forwarded-For, so each client is counted
 * apart by the per-address limits, as people on different connections are.
 */
export function clientAddress(): string {
  const byte = () => Math.floor(Math.random() * 256);
  return `198.${18 + Math.floor(Math.random() * 2)}.${byte()}.${byte()}`;
}

/**
 * A small JSON client for the REST calls, keeping SPEC's shape: status plus parsed body. Every call
 * comes from `address` (by default one of its own per client), named in X-Forwarded-For.
 */
export function apiClient(baseUrl: string, address = clientAddress()) {
  const call = async (
    method: string,
    path: string,
    options: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { "x-forwarded-for": address, ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.raw !== undefined) {
      body = options.raw;
      headers["content-type"] ??= "application/json";
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] = "application/json";
    }
    return answerOf(await fetch(new URL(path, baseUrl), { method, headers, body, redirect: "manual" }));
  };
  /** Posts a multipart form as a browser's FormData does (fields left undefined are not sent). */
  const postForm = async (
    path: string,
    fields: Record<string, string | undefined>,
    files: Upload[] = [],
    options: { token?: string; headers?: Record<string, string> } = {},
  ) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, value);
    for (const file of files) {
      body.append(
        file.field,
        new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/jpeg" }),
        file.filename ?? "photo.jpg",
      );
    }
    const headers: Record<string, string> = { "x-forwarded-for": address, ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    return answerOf(await fetch(new URL(path, baseUrl), { method: "POST", body, headers }));
  };
  return {
    get: (path: string, options?: Parameters<typeof call>[2]) => call("GET", path, options),
    post: (path: string, body?: unknown, options?: Parameters<typeof call>[2]) => call("POST", path, { ...options, body }),
    postForm,
    call,
    /** The address this client's calls come from. */
    address,
  };
}

/** A file of a multipart form. */
export interface Upload {
  field: string;
  bytes: Buffer;
  filename?: string;
  type?: string;
}

/** A response as tests read it: status, body parsed as JSON (else its text) and headers. */
async function answerOf(response: Response) {
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  // biome-ignore lint/suspicious/noExplicitAny: tests read response fields freely.
  return { status: response.status, body: json as any, headers: response.headers };
}

/** The password every account the tests make signs up with. */
export const PASSWORD = "secret123";

/**
 * Registers an account through SPEC's call (role and username as given); refused is a failure.
 * Each sign-up comes from an address of its own: a different person, under the per-address limit.
 */
export async function register(
  api: ReturnType<typeof apiClient>,
  role: "user" | "dispensary" | "merchant",
  username: string,
): Promise<{ username: string; email: string }> {
  const email = `${username}@example.com`;
  const registered = await api.post(
    "/api/auth/register",
    {
      username,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role,
    },
    { headers: { "x-forwarded-for": clientAddress() } },
  );
  if (registered.status !== 201) {
    throw new Error(`registering ${username} answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  }
  return { username, email };
}

/** An account the test signed up, with its bearer token. */
export interface Account {
  username: string;
  email: string;
  token: string;
}

/** A new account of the role (a fresh username unless given), registered and signed in. */
export async function signUp(
  api: ReturnType<typeof apiClient>,
  role: "user" | "dispensary" | "merchant",
  username = uniqueName(role),
): Promise<Account> {
  const account = await register(api, role, username);
  const login = await api.post("/api/auth/login", { username, password: PASSWORD });
  if (login.status !== 200) throw new Error(`signing in ${username} answered ${login.status}: ${JSON.stringify(login.body)}`);
  return { ...account, token: login.body.token as string };
}

let counter = 0;
/** A username no other test uses. */
export const uniqueName = (prefix = "user") => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
