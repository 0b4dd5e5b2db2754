import type { ObjectStorage } from "@highcotton/kit";
import type { FastifyInstance } from "fastify";

/** `/media/<key>`: objects from storage (QR codes, design images, uploads), cached by browsers. */
export function registerMedia(server: FastifyInstance, storage: ObjectStorage): void {
  server.get("/media/*", async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    let object: Awaited<ReturnType<ObjectStorage["get"]>>;
    try {
      object = await storage.get(key);
    } catch {
      return reply.code(404).send({ message: "Not found" });
    }
    if (!object) return reply.code(404).send({ message: "Not found" });
    return reply
      .header("content-type", object.contentType)
      .header("cache-control", "public, max-age=86400")
      .header("x-content-type-options", "nosniff")
      .send(Buffer.from(object.body));
  });
}
