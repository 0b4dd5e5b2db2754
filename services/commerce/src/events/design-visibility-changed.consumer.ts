import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { EventConsumer } from "@highcotton/kit";
import { DesignVisibilityChangedSchema } from "@highcotton/proto";
import type { CommerceDeps } from "../application/commerce-deps.ts";
import { recordDesignVisibility } from "../application/design-visibility.ts";

/** A store's owner hid a design (no longer added to carts) or showed it again. Orders placed stay as they are. */
export function onDesignVisibilityChanged(consumer: EventConsumer, _deps: CommerceDeps): void {
  consumer.on(DesignVisibilityChangedSchema, (event, tx) =>
    recordDesignVisibility(tx, {
      designId: event.data.designId,
      hidden: event.data.hidden,
      asOf: event.data.changedAt ? timestampDate(event.data.changedAt) : new Date(0),
    }),
  );
}
