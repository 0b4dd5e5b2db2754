import type { EventConsumer } from "@highcotton/kit";
import { DesignsGeneratedSchema } from "@highcotton/proto";
import type { CommerceDeps } from "../application/commerce-deps.ts";
import { recordDesigns } from "../application/replicas.ts";

/** A store's new designs become something commerce can sell. */
export function onDesignsGenerated(consumer: EventConsumer, _deps: CommerceDeps): void {
  consumer.on(DesignsGeneratedSchema, (event, tx) =>
    recordDesigns(
      tx,
      event.data.designs.map((design) => ({
        id: design.designId,
        dispensaryId: event.data.dispensaryId,
        name: design.name,
        frontImageUrl: design.frontImageUrl,
        printFileUrl: design.printFileUrl,
        isCustom: false,
      })),
    ),
  );
}
