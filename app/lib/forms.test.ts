import { describe, expect, it } from "vitest";
import { formValues, retryAfter } from "./forms.ts";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe("formValues", () => {
  it("keeps text fields and leaves files out", () => {
    const data = form({ name: "Ada" });
    data.append("upload", new Blob(["x"]), "x.txt");
    expect(formValues(data)).toEqual({ name: "Ada" });
  });
});

describe("retryAfter", () => {
  it("passes an action's Retry-After on to the page's headers, and nothing else", () => {
    const actionHeaders = new Headers({ "Retry-After": "120", "X-Other": "1" });
    expect(retryAfter({ actionHeaders })).toEqual({ "Retry-After": "120" });
    expect(retryAfter({ actionHeaders: new Headers(), errorHeaders: new Headers({ "Retry-After": "9" }) })).toEqual({
      "Retry-After": "9",
    });
    expect(retryAfter({ actionHeaders: new Headers() })).toEqual({});
  });
});
