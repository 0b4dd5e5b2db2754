/** The calls the load benchmarks make through `/api`, as a shopper or an owner would. */
export class Api {
  constructor(readonly base: string) {}

  async post(path: string, body: unknown, token?: string): Promise<unknown> {
    const response = await fetch(new URL(path, this.base), {
      method: "POST",
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  }

  async get<T>(path: string): Promise<T> {
    const response = await fetch(new URL(path, this.base));
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as T;
  }

  /** The ids of the stores that have their 20 designs, once there are at least `count` of them. */
  async storesWithDesigns(count: number): Promise<string[]> {
    const deadline = Date.now() + 900_000;
    for (;;) {
      const stores = await this.get<Array<{ id: string }>>("/api/dispensaries");
      const designs = await Promise.all(stores.map((store) => this.get<unknown[]>(`/api/dispensaries/${store.id}/designs`)));
      const ready = stores.filter((_store, index) => (designs[index]?.length ?? 0) >= 20).map((store) => store.id);
      if (ready.length >= count) return ready;
      if (Date.now() > deadline) throw new Error(`${count} stores did not have their designs within 15 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }

  async newOwnerWithStore(): Promise<{ token: string; storeId: string }> {
    const username = `benchload${Date.now()}`;
    const password = "bench-password";
    await this.post("/api/auth/register", {
      username,
      email: `${username}@bench.test`,
      password,
      confirmPassword: password,
      role: "dispensary",
    });
    const { token } = (await this.post("/api/auth/login", { username, password })) as { token: string };
    const store = (await this.post(
      "/api/dispensary",
      {
        name: "Load Test Leaf",
        address: "100 Main Street",
        city: "Boulder",
        state: "CO",
        zipCode: "80302",
        paymentMethodId: "pm_card_visa",
      },
      token,
    )) as { id: string };
    return { token, storeId: store.id };
  }
}
