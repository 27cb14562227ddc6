import { NO_DIRECTION_CONTROLS } from "#domain/schemas/booking.ts";
import { NO_CONTROL_CHARACTERS_MULTILINE } from "#domain/schemas/lead-rules.ts";
import { BOOKING_MESSAGES } from "./messages.ts";
import { type BookingQuestion, QUESTION_LIMITS } from "./slots.ts";

/** A visitor's answer to one of a type's questions, kept with the question as they saw it. */
export type BookingAnswer = { id: string; label: string; answer: string };

/** The page form's field a question's answer is posted in. */
export const answerField = (id: string) => `answer.${id}`;

/**
 * Where an answer is in the booking's input (`answers` by question id, as `POST /api/booking` takes
 * it): the name its problems are given under. The page renames them to its own fields (`answerField`).
 */
export const answerPath = (id: string) => `answers.${id}`;

/** The page's field for a problem named by its input path (`answers.<id>` → `answer.<id>`), else the name. */
export const pageField = (name: string) =>
  name.startsWith("answers.") ? answerField(name.slice("answers.".length)) : name;

/**
 * Checks the answers against a type's questions (in the page's language): required ones answered,
 * lengths kept, a choice one of its options. Unknown answers are dropped. Returns the kept answers in
 * the questions' order, or the problems per field (`answers.<id>` → message).
 */
export function checkAnswers(
  questions: readonly BookingQuestion[],
  raw: Readonly<Record<string, unknown>> | undefined,
): { ok: true; answers: BookingAnswer[] } | { ok: false; errors: Record<string, string> } {
  const answers: BookingAnswer[] = [];
  const errors: Record<string, string> = {};
  for (const question of questions) {
    const value = raw?.[question.id];
    const text = typeof value === "string" ? value.trim() : "";
    const field = answerPath(question.id);
    const max = question.kind === "long" ? QUESTION_LIMITS.long : QUESTION_LIMITS.short;
    if (!text) {
      if (question.required === "yes") errors[field] = BOOKING_MESSAGES.answerRequired(question.label);
      continue;
    }
    if (text.length > max) errors[field] = BOOKING_MESSAGES.answerTooLong(question.label, max);
    else if (!NO_CONTROL_CHARACTERS_MULTILINE.test(text) || !NO_DIRECTION_CONTROLS.test(text))
      errors[field] = BOOKING_MESSAGES.answerCharacters(question.label);
    else if (question.kind === "choice" && !question.options.includes(text))
      errors[field] = BOOKING_MESSAGES.answerChoice(question.label);
    else answers.push({ id: question.id, label: question.label, answer: text });
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, answers };
}
