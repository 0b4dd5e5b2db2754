import { MessageCircleQuestion, PenLine } from "lucide-react";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";

/** SPEC §2 /society: today's active question, with a way to answer it in a post. */
export function QuestionCard({
  question,
  canAnswer,
  onAnswer,
}: {
  question: { id: string; questionText: string } | null | undefined;
  canAnswer: boolean;
  onAnswer: () => void;
}) {
  if (!question) return null;
  return (
    <Card className="relative overflow-hidden border-gold-400/25 p-5 sm:p-6">
      <section aria-label="Question of the day">
        <p className="flex items-center gap-2 text-xs font-bold tracking-[0.2em] text-gold-400 uppercase">
          <MessageCircleQuestion className="size-4" aria-hidden="true" />
          Question of the day
        </p>
        <p className="mt-3 font-display text-2xl leading-tight text-cream-50 uppercase">{question.questionText}</p>
        <Button variant="outline" size="sm" className="mt-5" onClick={onAnswer} disabled={!canAnswer}>
          <PenLine aria-hidden="true" />
          Answer in a post
        </Button>
      </section>
    </Card>
  );
}
