import { BadgeCheck, Cake, LogIn, MapPin, Pencil, UserPlus } from "lucide-react";
import { Link } from "react-router-dom";
import type { CommunityProfile } from "../../graphql/community.ts";
import { formatDate } from "../../lib/format-date.ts";
import { stateName } from "../../lib/us-states.ts";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { Avatar } from "./avatar.tsx";

/**
 * SPEC §2 /society's profile card, with its Edit Profile button (or a way to make one). Signed in
 * (`account` is the username), it is the account's profile and says so; signed out, it offers to
 * log in and post under the account's name instead.
 */
export function ProfileCard({
  profile,
  account = null,
  loading,
  onEdit,
}: {
  profile: CommunityProfile | null;
  account?: string | null;
  loading: boolean;
  onEdit: () => void;
}) {
  if (loading) {
    return (
      <Card className="p-5 sm:p-6" aria-busy="true">
        <div className="flex animate-pulse items-center gap-4">
          <span className="size-16 rounded-full bg-cream-100/10" />
          <span className="h-5 w-32 rounded-full bg-cream-100/10" />
        </div>
      </Card>
    );
  }
  if (!profile) {
    return (
      <Card className="p-5 sm:p-6">
        <h2 className="font-display text-2xl text-cream-50 uppercase">Your Profile</h2>
        <p className="mt-2 text-sm text-cream-100/65">
          Pick a display name to post and comment. No account needed: your profile lives in this browser.
        </p>
        <Button className="mt-5 w-full" onClick={onEdit}>
          <UserPlus aria-hidden="true" />
          Create Profile
        </Button>
        <SignInInstead />
      </Card>
    );
  }
  const place = [profile.city, profile.state ? stateName(profile.state) : null].filter(Boolean).join(", ");
  return (
    <Card className="p-5 sm:p-6">
      <section aria-label="Your profile" className="flex items-center gap-4">
        <Avatar name={profile.displayName} url={profile.avatarUrl} size="lg" />
        <div className="min-w-0">
          <h2 className="truncate font-display text-2xl text-cream-50 uppercase">{profile.displayName}</h2>
          {place ? (
            <p className="flex items-center gap-1 text-sm text-cream-100/60">
              <MapPin className="size-3.5 shrink-0 text-leaf-300" aria-hidden="true" />
              {place}
            </p>
          ) : null}
        </div>
      </section>
      {account ? (
        <p className="mt-4 flex items-start gap-1.5 text-xs text-cream-100/60">
          <BadgeCheck className="mt-px size-3.5 shrink-0 text-leaf-300" aria-hidden="true" />
          Your account's profile: you post as {account} here and in the feed.
        </p>
      ) : null}
      {profile.bio ? <p className="mt-4 text-sm break-words whitespace-pre-wrap text-cream-100/80">{profile.bio}</p> : null}
      {profile.birthday ? (
        <p className="mt-3 flex items-center gap-1.5 text-xs text-cream-100/50">
          <Cake className="size-3.5 shrink-0 text-gold-400" aria-hidden="true" />
          {/* The form says the birthday is shared for dispensaries' offers: it is other members who never see it. */}
          Birthday {formatDate(`${profile.birthday}T12:00:00Z`, "UTC")} · not shown to other members
        </p>
      ) : null}
      <Button variant="outline" className="mt-5 w-full" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Edit Profile
      </Button>
      {account ? null : <SignInInstead />}
    </Card>
  );
}

/** A browser's anonymous profile can be swapped for the account's: one name in the society and the feed. */
function SignInInstead() {
  return (
    <p className="mt-4 text-center text-xs text-cream-100/55">
      <Link to="/login" className="inline-flex items-center gap-1 font-semibold text-leaf-300 underline-offset-4 hover:underline">
        <LogIn className="size-3.5" aria-hidden="true" />
        Log in
      </Link>{" "}
      to post under your account's name instead.
    </p>
  );
}
