import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { IMAGES_ENV } from "../compose-project.ts";
import { REPO_ROOT } from "../service-files.ts";

// npm run images writes IMAGES_ENV and the compose project runs only when it finds it there: a
// path outside the repository's .cache would make the project skip (or fail under
// REQUIRE_DOCKER=1) however many images the engine holds.
describe("the compose project's images file", () => {
  it("is in this repository's .cache/images, where npm run images keeps its work", () => {
    expect(IMAGES_ENV).toBe(join(REPO_ROOT, ".cache", "images", "images.env"));
  });
});
