import { ArrowRight, type LucideIcon, MessagesSquare, Users } from "lucide-react";
import { Link } from "react-router-dom";
import { Container } from "../container.tsx";
import { buttonClasses } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** The community's two places, as the landing page offers them. */
export const COMMUNITY_PLACES: ReadonlyArray<{
  to: string;
  title: string;
  blurb: string;
  action: string;
  icon: LucideIcon;
}> = [
  {
    to: "/society",
    title: "The Society",
    blurb:
      "Say what you're smoking and where you got it, answer the question of the day, react and comment. Signed in, you post under your account's name; without an account, a profile in this browser does.",
    action: "Visit the Society",
    icon: Users,
  },
  {
    to: "/feed",
    title: "Community Feed",
    blurb: "Signed-in members share up to 4 photos a post, like posts and join the conversation, under the same name.",
    action: "Open the Feed",
    icon: MessagesSquare,
  },
];

/** The landing page's way into the community: the society and the feed, one identity in both. */
export function CommunitySection() {
  return (
    <section aria-labelledby="community-title" className="border-t border-cream-100/8 py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="community-title"
          eyebrow="The community"
          title="Smoke and tell."
          intro="Two places to talk about what you're into: one name across both when you're signed in."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {COMMUNITY_PLACES.map(({ to, title, blurb, action, icon: Icon }) => (
            <li key={to}>
              <Card className="flex h-full flex-col p-6 transition-colors hover:border-leaf-400/30 sm:p-8">
                <span className="grid size-14 place-items-center rounded-2xl bg-leaf-400/12 text-leaf-300">
                  <Icon className="size-7" aria-hidden="true" />
                </span>
                <h3 className="mt-6 font-display text-3xl text-cream-50 uppercase">{title}</h3>
                <p className="mt-3 flex-1 text-cream-100/70">{blurb}</p>
                <Link to={to} className={buttonClasses("outline", "lg", "group mt-6 self-start")}>
                  {action}
                  <ArrowRight className="transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
