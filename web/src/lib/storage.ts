// localStorage can be missing or throw (private windows, blocked storage, SSR-like tests).
// Every reader in the app goes through this so a storage failure degrades to "nothing stored".
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window !== "undefined" && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function safeGet(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function safeSet(storage: KeyValueStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage full or blocked: the value simply is not kept.
  }
}

export function safeRemove(storage: KeyValueStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to remove from storage that cannot be used.
  }
}
