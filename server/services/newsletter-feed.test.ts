import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { buildNewsletterFeed } from "./newsletter-feed.ts";

const site = { siteUrl: "https://owner.example", ownerName: "Omar Haddad" };
const issue = {
  id: "i1",
  subject: "ملاحظات نوفمبر",
  preheader: "",
  startedAt: new Date("2026-11-01T10:00:00Z"),
  html: "<p>مرحبًا</p>",
};

describe("the newsletter feed", () => {
  it("names the owner as the feed's language writes them: عمر حداد in the Arabic channel", () => {
    const xml = buildNewsletterFeed(site, [issue], "ar");
    const channel = new XMLParser().parse(xml).rss.channel;
    expect(channel.title).toBe("عمر حداد | النشرة البريدية");
    expect(channel.description).toContain("عمر حداد");
    expect(channel.copyright).toContain("عمر حداد");
    expect(xml).not.toContain("Omar");
    const english = new XMLParser().parse(buildNewsletterFeed(site, [], "en")).rss.channel;
    expect(english.title).toBe("Omar Haddad | Newsletter");
  });

  it("keeps a name the site configured that the profile does not spell", () => {
    const channel = new XMLParser().parse(buildNewsletterFeed({ ...site, ownerName: "Sara Ali" }, [], "ar")).rss
      .channel;
    expect(channel.title).toBe("Sara Ali | النشرة البريدية");
  });
});
