/**
 * SPEC §9: the QR page treats an origin as published when it is on a real hosting domain. An
 * origin that only this machine or this network can reach makes a QR code nobody else can open,
 * so /app-qr shows 'Development Mode' for it. Unpublished: localhost (and *.localhost), *.local,
 * *.internal, loopback, private, link-local and unspecified IP addresses, and any host name
 * without a dot. Anything else (a domain, a public IP address) counts as published.
 */
export function isPublishedOrigin(origin: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(origin).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (!hostname) return false;
  if (hostname.startsWith("[")) return isPublicIpv6(hostname.slice(1, -1));
  const host = hostname.replace(/\.$/, "");
  if (isIpv4(host)) return isPublicIpv4(host);
  if (!host.includes(".")) return false;
  return !/\.(localhost|local|internal)$/.test(host);
}

function isIpv4(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
}

function isPublicIpv4(host: string): boolean {
  const [a = 0, b = 0] = host.split(".").map(Number);
  if (a === 0 || a === 10 || a === 127) return false; // unspecified, private, loopback
  if (a === 169 && b === 254) return false; // link-local
  if (a === 172 && b >= 16 && b <= 31) return false; // private
  if (a === 192 && b === 168) return false; // private
  if (a === 100 && b >= 64 && b <= 127) return false; // carrier-grade NAT
  return true;
}

function isPublicIpv6(host: string): boolean {
  if (host === "::1" || host === "::") return false;
  if (/^f[cd]/.test(host)) return false; // unique local fc00::/7
  if (/^fe[89ab]/.test(host)) return false; // link-local fe80::/10
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(host);
  if (mapped?.[1]) return isPublicIpv4(mapped[1]);
  if (host.startsWith("::ffff:")) return false; // mapped IPv4 in hex form; treat as local
  return true;
}
