import { messages as adsMessages } from "@highcotton/ads/contract";
import { BadgeCheck, CircleX, Clock, Home, LayoutDashboard, Megaphone } from "lucide-react";
import { Link } from "react-router-dom";
import type { AdvertiserApplication } from "../../graphql/ads.ts";
import { formatUsd } from "../../lib/advertising-plans.ts";
import { buttonClasses } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { ApplicationTimeline, applicationSteps } from "./application-timeline.tsx";

/** An application's status in words: pending until an operator approves or rejects it. */
export function applicationStatusLabel(status: string): string {
  if (status === "pending") return "Pending review";
  if (status === "approved") return "Approved";
  if (status === "rejected") return "Not approved";
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/**
 * Where an advertiser application stands: what was asked for, its status, a timeline (submitted,
 * reviewed, and the next steps) and what to do now. Shown instead of the signup form once the user
 * has applied, and on the advertiser dashboard until an operator approves it.
 */
export function ApplicationStatus({ application }: { application: AdvertiserApplication }) {
  const approved = application.status === "approved";
  const rejected = application.status === "rejected";
  const Icon = approved ? BadgeCheck : rejected ? CircleX : Clock;
  return (
    <Card role="region" aria-labelledby="application-title" className="mx-auto w-full max-w-xl animate-rise p-6 sm:p-10">
      <span className="grid size-16 place-items-center rounded-2xl border border-gold-400/35 bg-gold-400/10 text-gold-400">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-6 text-xs font-bold tracking-[0.25em] text-leaf-300 uppercase">Advertiser application</p>
      <h1 id="application-title" className="mt-2 font-display text-4xl text-cream-50 uppercase">
        {approved ? "Application approved" : rejected ? "Application not approved" : "Application received"}
      </h1>
      {!approved && !rejected ? <p className="mt-2 font-semibold text-gold-400">{adsMessages.applicationReceived}</p> : null}
      <p className="mt-3 text-cream-100/70">
        {approved
          ? "Your advertiser account is ready: pay your plan and upload your ad on your dashboard."
          : rejected
            ? "You may apply again with a new application."
            : adsMessages.applicationReceivedDetail}
      </p>
      <dl className="mt-6 grid gap-3 rounded-2xl border border-cream-100/10 bg-ink/40 p-4 text-sm sm:grid-cols-2">
        <Detail term="Company" value={application.companyName} />
        <Detail term="Status" value={applicationStatusLabel(application.status)} />
        <Detail term="Plan" value={`${application.plan.label} · ${formatUsd(application.plan.monthlyPrice)}/month`} />
      </dl>
      <ApplicationTimeline steps={applicationSteps(application)} className="mt-6" />
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {approved ? (
          <Link to="/advertiser-dashboard" className={buttonClasses("primary", "lg")}>
            <LayoutDashboard aria-hidden="true" />
            Open advertiser dashboard
          </Link>
        ) : null}
        {rejected ? (
          <Link to="/onboard-advertiser" className={buttonClasses("primary", "lg")}>
            <Megaphone aria-hidden="true" />
            Apply again
          </Link>
        ) : null}
        <Link to="/" className={buttonClasses(approved || rejected ? "outline" : "primary", "lg")}>
          <Home aria-hidden="true" />
          Back to home
        </Link>
      </div>
    </Card>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-bold tracking-[0.15em] text-cream-100/50 uppercase">{term}</dt>
      <dd className="mt-1 break-words font-semibold text-cream-50">{value}</dd>
    </div>
  );
}
