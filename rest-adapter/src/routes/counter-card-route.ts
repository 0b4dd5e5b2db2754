import {
  COUNTER_CARD_CONTENT_TYPES,
  COUNTER_CARD_INCHES,
  type CounterCardFormat,
  counterCardPath,
} from "@highcotton/catalog/contract";
import { z } from "zod";
import { graphql } from "../graphql/gen/gql.ts";
import { HttpError } from "../http-error.ts";
import { defineRoute } from "../route.ts";
import { notFound, pathId } from "./inputs.ts";

const DispensaryCounterCard = graphql(`
  query DispensaryCounterCard($id: ID!, $format: CounterCardFormat!) {
    dispensary(id: $id) {
      counterCard(format: $format) {
        fileName
        contentType
        data
      }
    }
  }
`);

const FORMAT_NAMES: Record<CounterCardFormat, string> = { png: "PNG, 300 DPI", pdf: "one-page PDF" };

/**
 * A store's counter card to print, as a file download named after the store. Public like the store
 * page it points at; catalog draws each card once and keeps it, so asking again costs no drawing.
 */
export const counterCardRoute = (format: CounterCardFormat) =>
  defineRoute({
    method: "GET",
    // The dashboard links to the same address (the contract writes it once); "{id}" is OpenAPI's parameter.
    path: counterCardPath("{id}", format),
    tag: "catalog",
    summary: `A store's ${COUNTER_CARD_INCHES.width} x ${COUNTER_CARD_INCHES.height} in counter card (${FORMAT_NAMES[format]})`,
    params: pathId(notFound.dispensary),
    file: { contentType: COUNTER_CARD_CONTENT_TYPES[format] },
    responseHeaders: {
      "Content-Disposition": {
        description: "attachment, with the file name made from the store's name",
        schema: z.string(),
      },
    },
    responses: { 200: "The card", 404: "No store with that id" },
    async handle({ params, graph, reply }) {
      const data = await graph(DispensaryCounterCard, { id: params.id, format });
      const card = data.dispensary?.counterCard;
      if (!card) throw new HttpError(404, notFound.dispensary);
      reply
        .header("content-disposition", `attachment; filename="${card.fileName}"`)
        .header("cache-control", "public, max-age=3600");
      return { status: 200, body: Buffer.from(card.data, "base64") };
    },
  });
