import { and, desc, eq } from "drizzle-orm";
import type { CameFrom } from "#domain/analytics.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import type { CareerInput, ContactInput, NewsletterInput } from "#domain/schemas/leads.ts";
import type { Db } from "#server/db/client.ts";
import { careerInquiries, contactMessages, newsletterSubscribers } from "#server/db/schema.ts";
import { hashToken, randomToken } from "#server/lib/tokens.ts";
import { careerNotification, confirmationEmail, contactNotification } from "./emails.ts";
import type { Tx, UnitOfWork } from "./idempotency.ts";
import type { Outbox, QueuedMail } from "./outbox.ts";
import { writeWithMail } from "./write-with-mail.ts";

export type LeadSettings = {
  ownerName: string;
  siteUrl: string;
  ownerEmail: string;
  /** Shortest gap between two confirmation e-mails to one address. */
  resendMinutes: number;
  /** How long a confirmation link works. */
  confirmDays: number;
};

const MINUTE = 60_000;

/**
 * Contact messages, career inquiries and newsletter subscriptions. Each lead and the mail it causes
 * are written in one transaction, so a lead is never lost to a mail failure and mail is never sent for
 * a lead that was not stored; the outbox worker sends the mail afterwards (`onQueued` wakes it).
 * Given a unit of work (an idempotent request's transaction), a lead is written in it instead, and
 * the worker is woken once that commits.
 */
export function createLeadService(
  db: Db,
  outbox: Outbox,
  settings: LeadSettings,
  onQueued: (mail: QueuedMail) => void = () => {},
  /** The welcome mail a confirmed subscriber gets, queued in the confirmation's transaction. */
  welcome?: (
    tx: Tx,
    subscriber: { id: string; email: string; locale: Locale; unsubscribeToken: string },
  ) => Promise<QueuedMail | null>,
) {
  /** A lead's writes and its mail (./write-with-mail.ts). */
  const write = <T>(unit: UnitOfWork | undefined, work: (tx: Tx) => Promise<{ row: T; mail: QueuedMail | null }>) =>
    writeWithMail(db, unit, onQueued, async (tx, queued) => {
      const { row, mail } = await work(tx);
      if (mail) queued.push(mail);
      return row;
    });

  return {
    /** `cameFrom`: the visit the message was sent in (issue #44), kept on its row. */
    async submitContact(
      input: ContactInput,
      unit?: UnitOfWork,
      cameFrom: CameFrom | null = null,
    ): Promise<{ id: string }> {
      return write(unit, async (tx) => {
        const [created] = await tx
          .insert(contactMessages)
          .values({ name: input.name, email: input.email, message: input.message, cameFrom })
          .returning({ id: contactMessages.id });
        const notification = contactNotification(settings, { ...input, id: created!.id });
        await outbox.enqueue(tx, notification);
        return { row: created!, mail: notification };
      });
    },

    async submitCareer(
      input: CareerInput,
      unit?: UnitOfWork,
      cameFrom: CameFrom | null = null,
    ): Promise<{ id: string }> {
      return write(unit, async (tx) => {
        const [created] = await tx
          .insert(careerInquiries)
          .values({
            name: input.name,
            email: input.email,
            phone: input.phone,
            inquiryType: input.inquiryType,
            message: input.message,
            resumeUrl: input.resumeUrl,
            linkedinUrl: input.linkedinUrl,
            portfolioUrl: input.portfolioUrl,
            cameFrom,
          })
          .returning({ id: careerInquiries.id });
        const notification = careerNotification(settings, { ...input, id: created!.id });
        await outbox.enqueue(tx, notification);
        return { row: created!, mail: notification };
      });
    },

    /**
     * Starts (or restarts) a double opt-in, in `locale`: the language of the page they signed up on,
     * which their confirmation e-mail, its links and later newsletters use (signing up again from the
     * other language's page switches it). The answer is the same whether or not the address was
     * known, so the form reveals nothing; a pending or unsubscribed address gets a fresh confirmation
     * link unless one went out in the last `resendMinutes`; an active subscriber gets nothing new.
     */
    async subscribe(
      input: NewsletterInput,
      unit?: UnitOfWork,
      locale: Locale = "en",
      cameFrom: CameFrom | null = null,
    ): Promise<void> {
      await write(unit, async (tx) => ({ row: undefined, mail: await subscribeIn(tx, input, locale, cameFrom) }));
    },

    /** Whether a confirmation link is still good (the confirm page shows its button only then). */
    async confirmationIsValid(token: string): Promise<boolean> {
      return (await findByConfirmToken(token)) !== null;
    },

    /**
     * Confirms a pending subscription; null when the link is unknown, used or expired. `confirmedNow`
     * is false for a second click racing the first; `cameFrom` is the visit they signed up in.
     */
    async confirm(token: string): Promise<{ email: string; confirmedNow: boolean; cameFrom: CameFrom | null } | null> {
      const subscriber = await findByConfirmToken(token);
      if (!subscriber) return null;
      const { mail, confirmedNow } = await db.transaction(async (tx) => {
        // The token is cleared by this one update, so two clicks cannot both welcome the subscriber.
        const confirmed = await tx
          .update(newsletterSubscribers)
          .set({ confirmedAt: new Date(), subscribed: true, unsubscribedAt: null, confirmTokenHash: null })
          .where(
            and(
              eq(newsletterSubscribers.id, subscriber.id),
              eq(newsletterSubscribers.confirmTokenHash, subscriber.confirmTokenHash!),
            ),
          )
          .returning({ id: newsletterSubscribers.id });
        const confirmedNow = confirmed.length > 0;
        return { confirmedNow, mail: confirmedNow && welcome ? await welcome(tx, subscriber) : null };
      });
      if (mail) onQueued(mail);
      return { email: subscriber.email, confirmedNow, cameFrom: subscriber.cameFrom };
    },

    /** Unsubscribes the owner of the token; repeating it is harmless. Null for an unknown token. */
    async unsubscribe(token: string): Promise<{ email: string } | null> {
      if (!token || token.length > 200) return null;
      const [row] = await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.unsubscribeToken, token));
      if (!row) return null;
      if (row.subscribed) {
        await db
          .update(newsletterSubscribers)
          .set({ subscribed: false, unsubscribedAt: new Date(), confirmTokenHash: null })
          .where(eq(newsletterSubscribers.id, row.id));
      }
      return { email: row.email };
    },

    /** The language of the subscriber the unsubscribe token belongs to; null for an unknown token. */
    async subscriberLocale(token: string): Promise<Locale | null> {
      if (!token || token.length > 200) return null;
      const [row] = await db
        .select({ locale: newsletterSubscribers.locale })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.unsubscribeToken, token));
      return row?.locale ?? null;
    },

    // Admin reads (SPEC §7), newest first.
    contactMessages: () => db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)),
    careerInquiries: () => db.select().from(careerInquiries).orderBy(desc(careerInquiries.createdAt)),
    async subscribers() {
      const rows = await db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.subscribedAt));
      // Tokens are capabilities: they never leave the server.
      return rows.map(({ confirmTokenHash: _hash, unsubscribeToken: _token, ...rest }) => ({
        ...rest,
        status: !rest.subscribed ? "unsubscribed" : rest.confirmedAt ? "active" : "pending",
      }));
    },
  };

  /** Starts or restarts a double opt-in in `tx`; the confirmation mail it queued, if any. */
  async function subscribeIn(
    tx: Tx,
    input: NewsletterInput,
    locale: Locale,
    cameFrom: CameFrom | null,
  ): Promise<QueuedMail | null> {
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, input.email))
      .for("update");
    const now = new Date();
    if (existing?.subscribed && existing.confirmedAt) {
      // Already on the list: nothing is sent, but newsletters follow the language they chose now.
      if (existing.locale !== locale) {
        await tx.update(newsletterSubscribers).set({ locale }).where(eq(newsletterSubscribers.id, existing.id));
      }
      return null;
    }
    if (existing?.confirmSentAt && now.getTime() - existing.confirmSentAt.getTime() < settings.resendMinutes * MINUTE) {
      return null;
    }
    const confirmToken = randomToken();
    const pending = {
      name: input.name ?? existing?.name ?? null,
      subscribed: true,
      confirmedAt: null,
      unsubscribedAt: null,
      confirmTokenHash: hashToken(confirmToken),
      confirmSentAt: now,
      locale,
      // A sign-up again keeps the first visit's source unless this one was counted.
      ...(cameFrom ? { cameFrom } : {}),
    };
    let unsubscribeToken: string;
    if (existing) {
      await tx.update(newsletterSubscribers).set(pending).where(eq(newsletterSubscribers.id, existing.id));
      unsubscribeToken = existing.unsubscribeToken;
    } else {
      unsubscribeToken = randomToken();
      // A concurrent first sign-up for the same address loses the race quietly.
      const inserted = await tx
        .insert(newsletterSubscribers)
        .values({ email: input.email, ...pending, subscribedAt: now, unsubscribeToken })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ id: newsletterSubscribers.id });
      if (inserted.length === 0) return null;
    }
    const mail = confirmationEmail(
      settings,
      { email: input.email, name: pending.name, locale },
      confirmToken,
      unsubscribeToken,
    );
    await outbox.enqueue(tx, mail);
    return mail;
  }

  async function findByConfirmToken(token: string) {
    if (!token || token.length > 200) return null;
    const [row] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)));
    if (!row?.confirmSentAt) return null;
    const expired = Date.now() - row.confirmSentAt.getTime() > settings.confirmDays * 24 * 60 * MINUTE;
    return expired ? null : row;
  }
}

export type LeadService = ReturnType<typeof createLeadService>;
