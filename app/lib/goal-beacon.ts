/**
 * Tells the server a calculator was used in this browser (issue #44's "calculator used" goal): with
 * JavaScript the figures are computed here while the address changes, so no request says it. Once per
 * calculator and page load; the server links it to the visit (no cookie) and keeps one per visit.
 * Without JavaScript the form's GET itself is counted on the server.
 */
const sent = new Set<string>();

export function calculatorUsed(calculator: string | undefined) {
  if (!calculator || sent.has(calculator)) return;
  sent.add(calculator);
  fetch("/api/goals/calculator", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ calculator }),
    keepalive: true,
  }).catch(() => {});
}
