import { describe, expect, it } from "vitest";
import { echoValues } from "./booking-form.server.ts";

describe("the answers a refused booking form shows again", () => {
  it("are the named fields only, each cut to one character over its maximum", () => {
    const form = new FormData();
    for (const name of ["type", "start", "name", "email", "company", "topic", "timeZone", "other"]) {
      form.append(name, "x".repeat(50_000));
    }
    const values = echoValues(form, ["type", "start", "name", "email", "company", "topic", "timeZone"]);
    expect(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.length]))).toEqual({
      type: 101,
      start: 41,
      name: 101,
      email: 255,
      company: 101,
      topic: 2001,
      timeZone: 65,
    });
  });
});
