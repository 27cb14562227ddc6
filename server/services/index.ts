import { consultationTypes as arConsultationTypes } from "#content/ar/booking.ts";
import { availability, consultationTypes } from "#content/booking.ts";
import { localizedAuthorName, localizedContent, localizedOwnerName } from "#content/localized.server.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import { CALENDAR_LIMITS } from "#server/adapters/calendar-source.ts";
import { createMediaBucket } from "#server/adapters/media-bucket.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { createSecretBox, parseSecretKey } from "#server/lib/secret-box.ts";
import type { Logger } from "#server/logger.ts";
import { createAnalytics } from "./analytics/counter.ts";
import { createStats } from "./analytics/stats.ts";
import { createWeeklyReport } from "./analytics/weekly-report.ts";
import { createArticleService } from "./articles.ts";
import { createBookingService } from "./bookings.ts";
import { createCalendarService } from "./calendars.ts";
import { createContentVersionService, invalidatesPages } from "./content-version.ts";
import { createDashboardService } from "./dashboard.ts";
import { createDownloadService } from "./downloads.ts";
import { buildBlogFeed, FEED_ITEM_LIMIT } from "./feed.ts";
import { createIdempotencyService } from "./idempotency.ts";
import { createIdentityProvider } from "./identity-provider.ts";
import { createBookingDecoys } from "./intake/decoys.ts";
import { createIntake } from "./intake/index.ts";
import { createLeadService } from "./leads.ts";
import { createLiveData, createNetworkLinkService } from "./live-data/index.ts";
import { createLoginLinkService } from "./login-links.ts";
import { createMailWorker } from "./mail-worker.ts";
import { createMailer } from "./mailer.ts";
import { createMediaService } from "./media.ts";
import { createMediaUsageFinder } from "./media-usages.ts";
import { mailFromIn } from "./newsletter-email.ts";
import { createNewsletterFeedback } from "./newsletter-feedback.ts";
import { createNewsletterIssueService } from "./newsletter-issues.ts";
import { createNewsletterSender } from "./newsletter-sender.ts";
import { createNewsletterTracking } from "./newsletter-tracking.ts";
import { createOgImageCache } from "./og-image.ts";
import { createOutbox, type QueuedMail } from "./outbox.ts";
import { createRateLimiter } from "./rate-limit.ts";
import { createResumeService } from "./resume.ts";
import { createScanner } from "./scanner/index.ts";
import { createSearchService } from "./search/index.ts";
import { createSessionService } from "./sessions.ts";
import { createSiteContentService } from "./site-content.ts";
import { createTestimonialService } from "./testimonials.ts";
import { createUserService } from "./users.ts";
import { withMemoizedReads } from "./version-memo.ts";

/** Every service, built once per process and shared by API handlers and React Router loaders. */
export function createServices(database: Database, config: Config, logger: Logger) {
  const { db } = database;
  const outbox = createOutbox(db);
  const mailer = createMailer(config.SMTP_URL);
  const newsletterSite = {
    ownerName: config.OWNER_NAME,
    siteUrl: config.SITE_URL,
    ownerEmail: config.OWNER_EMAIL,
    postalAddress: config.NEWSLETTER_POSTAL_ADDRESS,
    mailFrom: config.MAIL_FROM,
  };
  const mailWorker = createMailWorker({
    outbox,
    mailer,
    // Each mail signed in its language (its Content-Language header), decision 041.
    from: (language) => mailFromIn(newsletterSite, language),
    logger,
    intervalMs: config.MAIL_WORKER_INTERVAL_MS,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
  });
  const users = createUserService(db);
  const mailQueued = (mail: QueuedMail) => {
    // Without SMTP the log is where the owner sees mail (and `npm run mail:pending`).
    if (!mailer.configured)
      logger.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, "mail queued");
    // A reminder waits for its time; the worker's timer finds it then.
    if (!mail.notBefore) mailWorker.kick();
  };
  /** `contentVersion.bump("pages")` after an admin change drops every instance's cached pages. */
  const contentVersion = createContentVersionService(database, { databaseUrl: config.DATABASE_URL, logger });
  // Public reads every landing render makes are memoised in process until the pages version moves.
  const pagesVersion = () => contentVersion.current("pages");
  const memoTtlMs = config.PAGE_CACHE_TTL_MS;
  // The site search's index is written in the same transaction as each publish (issue #45).
  const search = createSearchService(db);
  const siteContent = createSiteContentService(database, contentVersion, logger, search.content);
  const networkLinks = withMemoizedReads(
    invalidatesPages(createNetworkLinkService(db), ["create", "update", "remove"], contentVersion, logger),
    ["list"],
    pagesVersion,
    memoTtlMs,
  );
  const articles = withMemoizedReads(
    invalidatesPages(
      createArticleService(db, { searchIndex: search }),
      ["create", "update", "remove"],
      contentVersion,
      logger,
    ),
    ["listPublished", "countPublished"],
    pagesVersion,
    memoTtlMs,
  );

  let newsletterSender: ReturnType<typeof createNewsletterSender> | undefined;
  const newsletterIssues = createNewsletterIssueService(
    db,
    outbox,
    newsletterSite,
    () => newsletterSender?.kick(),
    mailQueued,
    search,
  );
  // Its own SMTP connection pool: a long send does not queue behind, or hold up, lead mail.
  newsletterSender = createNewsletterSender({
    db,
    issues: newsletterIssues,
    mailer: createMailer(config.SMTP_URL),
    from: config.MAIL_FROM,
    site: newsletterSite,
    logger,
    ratePerMinute: config.NEWSLETTER_RATE_PER_MINUTE,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    idleMs: config.MAIL_WORKER_INTERVAL_MS,
    claimMs: config.NEWSLETTER_CLAIM_SECONDS * 1000,
  });
  // Connected calendars: busy times read in the background, checked again before a booking is stored.
  const secretKey = config.CALENDAR_SECRET_KEY ? parseSecretKey(config.CALENDAR_SECRET_KEY) : null;
  const calendars = createCalendarService(db, {
    box: secretKey ? createSecretBox(secretKey) : null,
    limits: { ...CALENDAR_LIMITS, allowPrivate: config.CALENDAR_ALLOW_PRIVATE },
    refreshMs: config.CALENDAR_REFRESH_SECONDS * 1000,
    staleMs: config.CALENDAR_STALE_MINUTES * 60_000,
    ownerTimeZone: availability.timeZone,
    // The longest horizon of any type as the owner last published them.
    windowDays: () =>
      Math.max(
        availability.horizonDays,
        ...localizedContent("consultationTypes", "en").map((t) => t.horizonDays ?? 0),
      ) + 2,
    logger,
  });
  const leads = createLeadService(
    db,
    outbox,
    {
      ownerName: config.OWNER_NAME,
      siteUrl: config.SITE_URL,
      ownerEmail: config.OWNER_EMAIL,
      resendMinutes: config.NEWSLETTER_RESEND_MINUTES,
      confirmDays: config.NEWSLETTER_CONFIRM_DAYS,
    },
    mailQueued,
    newsletterIssues.queueWelcome,
  );
  const bookingSite = {
    ownerName: config.OWNER_NAME,
    ownerEmail: config.OWNER_EMAIL,
    siteUrl: config.SITE_URL,
    meetingUrl: config.BOOKING_MEETING_URL,
    mailFrom: config.MAIL_FROM,
  };
  const bookings = createBookingService(
    db,
    outbox,
    {
      ...bookingSite,
      types: consultationTypes,
      localizedTypes: { ar: arConsultationTypes },
      // The types as the owner last published them (admin → content), limits and questions included.
      typesIn: (locale) => localizedContent("consultationTypes", locale),
      rules: availability,
    },
    mailQueued,
    Date.now,
    calendars.external,
  );
  const rateLimiter = createRateLimiter(database);
  const idempotency = createIdempotencyService(db);
  /** Page views for Admin → Insights, written in batches (issue #44); absent when ANALYTICS=false. */
  const analytics = config.ANALYTICS
    ? createAnalytics({
        db,
        kind: database.kind,
        siteUrl: config.SITE_URL,
        timeZone: availability.timeZone,
        logger,
        flushMs: config.ANALYTICS_FLUSH_MS,
      })
    : undefined;
  const insights = createStats(db, { timeZone: availability.timeZone, rawDays: config.ANALYTICS_RAW_DAYS });
  return {
    analytics,
    /** Admin → Insights' figures, in the owner's time zone. */
    insights,
    /** The owner's weekly report by mail (Monday morning in the owner's zone), through the outbox. */
    weeklyReport: createWeeklyReport({
      db,
      stats: insights,
      enqueue: (executor, mail) => outbox.enqueue(executor, mail),
      queued: mailQueued,
      site: { siteUrl: config.SITE_URL, ownerEmail: config.OWNER_EMAIL },
      timeZone: availability.timeZone,
      logger,
    }),
    newsletterIssues,
    newsletterSender,
    newsletterTracking: createNewsletterTracking(db),
    newsletterFeedback: createNewsletterFeedback(db, logger),
    networkLinks,
    liveData: createLiveData({ db, config, logger, networkLinks }),
    database,
    contentVersion,
    /** The owner's site content: drafts, publishes and history; pages read what it publishes. */
    siteContent,
    search,
    dashboard: createDashboardService(db),
    /** The media library: uploads, their variants, and the places that use them (decision 030). */
    // Pages say an image's alt text: changing it drops every instance's cached pages.
    media: invalidatesPages(
      createMediaService(db, {
        maxBytes: config.MEDIA_MAX_BYTES,
        findUsages: createMediaUsageFinder(db, [siteContent.mediaUsages]),
        bucket: config.MEDIA_BUCKET_URL
          ? createMediaBucket({ url: config.MEDIA_BUCKET_URL, region: config.MEDIA_BUCKET_REGION })
          : undefined,
      }),
      ["updateAlt"],
      contentVersion,
      logger,
    ),
    // What public pages show: their admin changes drop every instance's cached pages.
    articles,
    /** /blog/rss.xml and /ar/blog/rss.xml: a language's latest live articles with their full HTML, as RSS 2.0. */
    blogFeed: async (site: { siteUrl: string; ownerName: string }, locale: Locale = "en") => {
      const latest = await articles.listPublishedWithContent(FEED_ITEM_LIMIT, locale);
      return buildBlogFeed(
        { ...site, ownerName: localizedOwnerName(site.ownerName, locale) },
        latest.map((article) => ({
          ...article,
          authorName: localizedAuthorName(article.authorName, site.ownerName, locale),
          html: articles.render(article).html,
        })),
        locale,
      );
    },
    testimonials: withMemoizedReads(
      invalidatesPages(createTestimonialService(db), ["create", "update", "remove"], contentVersion, logger),
      ["list"],
      pagesVersion,
      memoTtlMs,
    ),
    ogImages: createOgImageCache(),
    downloads: createDownloadService(db),
    rateLimiter,
    idempotency,
    resume: createResumeService({ ownerName: config.OWNER_NAME, siteUrl: config.SITE_URL }, pagesVersion),
    sessions: createSessionService(db, {
      ttlDays: config.SESSION_TTL_DAYS,
      idleDays: config.SESSION_IDLE_DAYS,
      adminEmails: config.ADMIN_EMAILS,
    }),
    users,
    identityProvider: createIdentityProvider({
      issuer: config.OIDC_ISSUER,
      clientId: config.OIDC_CLIENT_ID,
      clientSecret: config.OIDC_CLIENT_SECRET,
      allowInsecure: config.OIDC_ALLOW_INSECURE,
      redirectUri: `${config.SITE_URL}/api/auth/callback`,
    }),
    loginLinks: createLoginLinkService(db, users, {
      siteUrl: config.SITE_URL,
      adminEmails: config.ADMIN_EMAILS,
      ownerName: config.OWNER_NAME,
    }),
    outbox,
    mailWorker,
    /** Whether mail leaves the outbox at all (SMTP configured): pages promise an e-mail only then. */
    mailConfigured: mailer.configured,
    scanner: createScanner({
      allowPrivate: config.SCANNER_ALLOW_PRIVATE,
      logger,
      userAgent: `Mozilla/5.0 (compatible; WebsiteScanner/1.0; +${config.SITE_URL}/tools)`,
    }),
    leads,
    bookings,
    /** Every public form through both doors: parse, honeypot, idempotency, limits, the service call (./intake/). */
    intake: createIntake({
      deps: { leads, bookings, decoys: createBookingDecoys(db, bookings, bookingSite) },
      idempotency,
      limiter: rateLimiter,
      limits: {
        accepted: config.RATE_LIMIT_FORM_POSTS,
        refused: config.RATE_LIMIT_INVALID_FORM_POSTS,
        windowMs: config.RATE_LIMIT_FORM_WINDOW_SECONDS * 1000,
      },
      logger,
      analytics,
    }),
    calendars,
  };
}

export type Services = ReturnType<typeof createServices>;
