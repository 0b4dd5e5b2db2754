import { useQuery } from "@apollo/client/react";
import { Megaphone } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router-dom";
import { useSignInRequired } from "../auth/use-sign-in-required.ts";
import { AdvertisementList } from "../components/ads/advertisement-list.tsx";
import { planPaid } from "../components/ads/advertiser-format.ts";
import { AdvertiserTotals, DailyStats, useAdvertiserStats } from "../components/ads/advertiser-stats.tsx";
import { AdvertiserSubscriptionPanel } from "../components/ads/advertiser-subscription-panel.tsx";
import { ApplicationStatus } from "../components/ads/application-status.tsx";
import { ApplicationTimeline, applicationSteps } from "../components/ads/application-timeline.tsx";
import { PayPlan } from "../components/ads/pay-plan.tsx";
import { UploadAdvertisement } from "../components/ads/upload-advertisement.tsx";
import { PageHeader } from "../components/catalog/page-header.tsx";
import { EmptyState, LoadError, LoadingPanel } from "../components/catalog/status-panel.tsx";
import { LogoutAction } from "../components/coming-soon.tsx";
import { Container } from "../components/container.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { ADVERTISER_DASHBOARD_QUERY, type AdvertiserApplication, type MyAdvertiser } from "../graphql/ads.ts";
import { browserNavigation, LOGIN_ENDPOINT } from "../lib/browser-navigation.ts";
import { graphQLErrorMessage, hasErrorCode } from "../lib/graphql-errors.ts";

/**
 * /advertiser-dashboard: the advertiser's plan (paid with a card), its ads (uploaded here) and
 * their impressions and clicks. Before an operator approves the application it shows where the
 * application stands, or the way to apply.
 */
export function AdvertiserDashboardPage() {
  const signedIn = useSignInRequired();
  if (!signedIn) return <LoadingPanel label="Redirecting to sign in..." />;
  return <AdvertiserHome />;
}

function AdvertiserHome() {
  // Asked on each visit: numbers, the plan and the ads' statuses change while the advertiser is away.
  const { data, loading, error, refetch } = useQuery(ADVERTISER_DASHBOARD_QUERY, { fetchPolicy: "cache-and-network" });
  const signedOut = hasErrorCode(error, "UNAUTHENTICATED");
  const reload = () => void refetch().catch(() => undefined);

  useEffect(() => {
    // The session ran out since the page loaded: sign in again.
    if (signedOut) browserNavigation.assign(LOGIN_ENDPOINT);
  }, [signedOut]);

  if (signedOut) return <LoadingPanel label="Redirecting to sign in..." />;
  if (!data && loading) return <LoadingPanel />;
  if (!data) {
    return (
      <Container className="py-16">
        <LoadError message={graphQLErrorMessage(error)} onRetry={reload} />
      </Container>
    );
  }
  if (data.myAdvertiser) {
    return <Dashboard advertiser={data.myAdvertiser} application={data.myAdvertiserApplication ?? null} onChange={reload} />;
  }
  return (
    <Container className="py-12 sm:py-16">
      {data.myAdvertiserApplication ? (
        <ApplicationStatus application={data.myAdvertiserApplication} />
      ) : (
        <EmptyState
          icon={Megaphone}
          tone="gold"
          as="h1"
          title="No advertiser account yet"
          description="Apply with your company and a plan; once we approve it, you pay the plan and upload your ad here."
          actions={
            <Link to="/onboard-advertiser" className={buttonClasses("primary", "lg")}>
              <Megaphone aria-hidden="true" />
              Apply to advertise
            </Link>
          }
        />
      )}
    </Container>
  );
}

function Dashboard({
  advertiser,
  application,
  onChange,
}: {
  advertiser: MyAdvertiser;
  application: AdvertiserApplication | null;
  onChange: () => void;
}) {
  const stats = useAdvertiserStats();
  const changed = () => {
    onChange();
    stats.reload();
  };
  return (
    <>
      <PageHeader
        eyebrow="Advertiser Dashboard"
        title={advertiser.companyName}
        intro={advertiser.website ? `Clicks on your ads go to ${advertiser.website}` : undefined}
        actions={<LogoutAction className="max-sm:h-11 max-sm:px-4 max-sm:text-sm" />}
      />
      <Container className="grid gap-8 py-10 sm:gap-10 sm:py-12">
        <AdvertiserTotals advertiser={advertiser} stats={stats} />
        {application ? <GettingStarted advertiser={advertiser} application={application} /> : null}
        {planPaid(advertiser) ? (
          <AdvertiserSubscriptionPanel advertiser={advertiser} onChange={changed} />
        ) : (
          <PayPlan advertiser={advertiser} onPaid={changed} />
        )}
        <DailyStats state={stats} />
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <UploadAdvertisement plan={advertiser.plan} onUploaded={changed} />
          <AdvertisementList advertisements={advertiser.advertisements} />
        </div>
      </Container>
    </>
  );
}

/**
 * Until the plan is paid and an ad uploaded, the way from the application to running ads, with
 * the step the advertiser is on.
 */
function GettingStarted({ advertiser, application }: { advertiser: MyAdvertiser; application: AdvertiserApplication }) {
  const progress = { paid: planPaid(advertiser), adCount: advertiser.advertisements.length };
  if (progress.paid && progress.adCount > 0) return null;
  return (
    <Card role="region" aria-labelledby="getting-started-title" className="p-5 sm:p-8">
      <h2 id="getting-started-title" className="font-display text-3xl text-cream-50 uppercase">
        Your next steps
      </h2>
      <ApplicationTimeline steps={applicationSteps(application, progress)} className="mt-5" />
    </Card>
  );
}
