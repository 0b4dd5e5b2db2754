import type { EventConsumer } from "@highcotton/kit";
import { CustomDesignGeneratedSchema } from "@highcotton/proto";
import type { CommerceDeps } from "../application/commerce-deps.ts";
import { recordDesigns } from "../application/replicas.ts";

/** A shopper's custom design can be bought (it credits no store). */
export function onCustomDesignGenerated(consumer: EventConsumer, _deps: CommerceDeps): void {
  consumer.on(CustomDesignGeneratedSchema, (event, tx) =>
    recordDesigns(tx, [
      {
        id: event.data.designId,
        dispensaryId: null,
        name: event.data.name,
        frontImageUrl: event.data.frontImageUrl,
        printFileUrl: event.data.printFileUrl,
        isCustom: true,
      },
    ]),
  );
}
