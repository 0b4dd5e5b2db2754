import { Cake, MapPin, Pencil, UserPlus } from "lucide-react";
import type { CommunityProfile } from "../../graphql/community.ts";
import { formatDate } from "../../lib/format-date.ts";
import { stateName } from "../../lib/us-states.ts";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { Avatar } from "./avatar.tsx";

/** SPEC §2 /society's profile card, with its Edit Profile button (or a way to make one). */
export function ProfileCard({
  profile,
  loading,
  onEdit,
}: {
  profile: CommunityProfile | null;
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
    </Card>
  );
}
