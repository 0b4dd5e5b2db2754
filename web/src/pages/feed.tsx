import { MessagesSquare } from "lucide-react";
import { ComingSoon } from "../components/coming-soon.tsx";

/** Community Feed — a later slice replaces this placeholder with the real screen (SPEC §2). */
export function FeedPage() {
  return (
    <ComingSoon
      title="Community Feed"
      icon={MessagesSquare}
      description="Write a post with up to 4 images, like posts from the community and expand their comments."
    />
  );
}
