/**
 * Store designs are named after the store ("Greenleaf Sunset Varsity Tee" at Greenleaf
 * Dispensary). Where the store's name is already on screen, the repeat is dropped for display:
 * "Sunset Varsity Tee". Only a real brand word counts (not a lone "The"), and a name that would
 * be left empty is kept whole. Alt texts and titles keep the full name.
 */
export function designDisplayName(designName: string, storeName: string): string {
  const name = designName.trim().replace(/\s+/g, " ");
  const brand = words(storeName);
  if (brand.length === 0) return name;

  const parts = name.split(" ");
  let shared = 0;
  while (shared < parts.length && shared < brand.length && key(parts[shared]) !== "" && key(parts[shared]) === brand[shared]) {
    shared++;
  }
  if (shared > 0 && shared < parts.length && isBrand(brand.slice(0, shared))) return parts.slice(shared).join(" ");

  // "Sunset Varsity Tee — Greenleaf": a brand after a dash or dot at the end goes too.
  const tail = /^(.+?)\s+[-–—·|]\s+(.+)$/.exec(name);
  if (tail?.[1] && tail[2]) {
    const end = words(tail[2]);
    if (end.length <= brand.length && end.every((word, i) => word === brand[i]) && isBrand(end)) return tail[1];
  }
  return name;
}

const key = (word: string | undefined) => (word ?? "").toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
const words = (text: string) => text.trim().split(/\s+/).map(key).filter(Boolean);
const isBrand = (shared: string[]) => shared.some((word) => word.length > 3);
