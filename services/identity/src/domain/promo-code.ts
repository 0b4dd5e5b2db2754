/** What the promo rule needs to know about a code. */
export interface PromoCodeTerms {
  isActive: boolean;
  usageLimit: number | null;
  usedCount: number;
  validFrom: Date | null;
  validUntil: Date | null;
}

/** A code can be redeemed when active, within its dates (open ends allowed) and under its limit. */
export function isPromoCodeRedeemable(code: PromoCodeTerms, now: Date): boolean {
  if (!code.isActive) return false;
  if (code.validFrom && now < code.validFrom) return false;
  if (code.validUntil && now > code.validUntil) return false;
  return code.usageLimit === null || code.usedCount < code.usageLimit;
}
