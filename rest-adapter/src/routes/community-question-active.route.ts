import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { communityMessages } from "./community-bodies.ts";

const ActiveQuestion = graphql(`
  query ActiveQuestion {
    activeQuestion {
      id
      questionText
    }
  }
`);

const questionBody = z.object({ id: z.string(), questionText: z.string() });

export default defineRoute({
  method: "GET",
  path: "/api/community/question/active",
  tag: "community",
  summary: "Today's question of the day",
  response: questionBody,
  responses: { 200: "The question", 404: "No question exists yet" },
  async handle({ graph }) {
    const data = await graph(ActiveQuestion);
    if (!data.activeQuestion) throw new HttpError(404, communityMessages.noQuestion);
    return { status: 200, body: documented(questionBody, data.activeQuestion) };
  },
});
