import { describe, expect, it } from "vitest";
import { ownerCancelSchema } from "./booking.ts";

// Issue #34: 36 dashes passed the owner's cancel id check and failed in the database (a 500).
describe("ownerCancelSchema", () => {
  it("takes a booking id only when it is a UUID", () => {
    expect(ownerCancelSchema.safeParse({ id: "-".repeat(36) }).success).toBe(false);
    expect(ownerCancelSchema.safeParse({ id: "0".repeat(36) }).success).toBe(false);
    expect(ownerCancelSchema.safeParse({ id: "0f8fad5b-d9cb-469f-a165-70867728950e" }).success).toBe(true);
  });
});
