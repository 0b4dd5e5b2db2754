import { Container } from "../components/container.tsx";
import { AdvertisingCard } from "../components/landing/advertising-section.tsx";
import { AppQrCard } from "../components/landing/app-qr-card.tsx";
import { CommunitySection } from "../components/landing/community-section.tsx";
import { Hero } from "../components/landing/hero.tsx";
import { PartnerSection } from "../components/landing/partner-section.tsx";
import { SectionHeading } from "../components/landing/section-heading.tsx";
import { SetupCallout } from "../components/landing/setup-callout.tsx";
import { StatsStrip } from "../components/landing/stats-strip.tsx";
import { useDocumentTitle } from "../lib/document-title.ts";

/** SPEC §2 landing page, served at / and /landing. */
export function LandingPage() {
  useDocumentTitle(null);
  return (
    <>
      <SetupCallout />
      <Hero />
      <StatsStrip />
      <PartnerSection />
      <CommunitySection />
      <section aria-labelledby="reach-title" className="border-t border-cream-100/8 bg-forest-950/60 py-20 sm:py-28">
        <Container>
          <SectionHeading
            id="reach-title"
            eyebrow="Reach the culture"
            title="Get seen. Get scanned."
            intro="Advertise where 21+ shoppers browse, and put the app in front of your customers with a QR code."
          />
          <div className="mt-12 grid gap-6 lg:grid-cols-[1.4fr_1fr]">
            <AdvertisingCard />
            <AppQrCard />
          </div>
        </Container>
      </section>
    </>
  );
}
