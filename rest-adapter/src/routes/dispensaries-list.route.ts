import { z } from "zod";
import { defineRoute } from "../route.ts";
import { dispensaryBody, selectionOf } from "./bodies.ts";

export default defineRoute({
  method: "GET",
  path: "/api/dispensaries",
  tag: "catalog",
  summary: "Every store, newest first",
  response: z.array(dispensaryBody),
  responses: { 200: "The stores" },
  async handle({ graph }) {
    const data = await graph(`query { dispensaries { ${selectionOf(dispensaryBody)} } }`);
    return { status: 200, body: data.dispensaries };
  },
});
