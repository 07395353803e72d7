import { expect, it } from "vitest";
import { lastPublishAt, recordPublish } from "@/lib/sanity/last-publish";
import { describeOnEachDatabase } from "../support/test-databases";

// The launch checklist's proof that the Studio's webhook reaches the site: none until the first publish, then the
// time of the latest.
describeOnEachDatabase("the last publish from the Studio", [], (db) => {
  it("is unknown until a publish arrives, then the latest one's time", async () => {
    expect(await lastPublishAt(db)).toBeNull();
    await recordPublish(db, "town");
    const first = await lastPublishAt(db);
    expect(first).toBeInstanceOf(Date);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await recordPublish(db, "siteSettings");
    expect((await lastPublishAt(db))!.getTime()).toBeGreaterThan(first!.getTime());
  });
});
