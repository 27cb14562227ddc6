import type * as React from "react";
import { useEffect, useState } from "react";
import { ArrowRight, Award, BriefcaseBusiness, CalendarCheck, type LucideIcon, Mail } from "#app/components/icons.tsx";
import { SectionLink } from "#app/components/section-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useContent } from "#app/lib/i18n.tsx";
import { prefersReducedMotion } from "#app/lib/motion.ts";
import {
  type TypewriterState,
  typewriterDelay,
  typewriterDirection,
  typewriterNext,
  typewriterStart,
  typewriterText,
} from "#app/lib/typewriter.ts";
import { HERO_ENTRY_ANIMATION_MS, HERO_GRAPHIC_DELAY_MS, HERO_TEXT_DELAY_MS } from "#domain/constants.ts";

/** Icons for the three credentials, in the content's order (PMP, years, projects). */
const CREDENTIAL_ICONS: readonly LucideIcon[] = [Award, CalendarCheck, BriefcaseBusiness];

/** The entry animation (SPEC §9) with its delay; `.hero-enter` in app.css holds the keyframes. */
function enter(delayMs: number): React.CSSProperties {
  return { animationDuration: `${HERO_ENTRY_ANIMATION_MS}ms`, animationDelay: `${delayMs}ms` };
}

/**
 * The rotating expertise word. The server renders the first word complete; in the browser a chain of
 * timers drives the typewriter (each step schedules the next, independent of rendering). With reduced
 * motion it stays on the first word. The changing text is hidden from assistive technology, which
 * reads the full list instead. The caret follows the word's own direction (an Arabic word grows to
 * the left, a Latin one to the right), so it stays at the typing end on either page.
 */
function Typewriter({ words }: { words: readonly string[] }) {
  const [shown, setShown] = useState<TypewriterState>(() => typewriterStart(words));

  useEffect(() => {
    if (prefersReducedMotion()) return;
    let state = typewriterStart(words);
    let timer: number;
    const schedule = () => {
      timer = window.setTimeout(
        () => {
          state = typewriterNext(state, words);
          setShown(state);
          schedule();
        },
        typewriterDelay(state, words),
      );
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [words]);

  return (
    <>
      <span
        aria-hidden="true"
        dir={typewriterDirection(words[shown.index])}
        className="inline-flex items-baseline font-semibold whitespace-nowrap text-primary"
      >
        <span data-testid="typewriter">{typewriterText(shown, words)}</span>
        <span className="ms-0.5 inline-block h-[1.1em] w-0.5 translate-y-[0.15em] animate-pulse bg-primary motion-reduce:hidden" />
      </span>
      <span className="sr-only">{words.join(", ")}</span>
    </>
  );
}

/**
 * The side graphic: a decorative composition in SVG and CSS (an eight-pointed geometric star behind a
 * growth dashboard and two floating cards), drawn in the theme's colours. No text, no external images.
 */
function HeroGraphic({ className, style }: { className?: string; style?: React.CSSProperties }) {
  const bars = [64, 92, 78, 118, 140, 172];
  return (
    <div aria-hidden="true" className={className} style={style}>
      <svg viewBox="0 0 480 440" className="h-auto w-full" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="hero-bar" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" className="[stop-color:var(--color-primary)]" />
            <stop offset="1" className="[stop-color:var(--color-primary)] [stop-opacity:0.35]" />
          </linearGradient>
          <linearGradient id="hero-area" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" className="[stop-color:var(--color-primary)] [stop-opacity:0.3]" />
            <stop offset="1" className="[stop-color:var(--color-primary)] [stop-opacity:0]" />
          </linearGradient>
          <radialGradient id="hero-glow">
            <stop offset="0" className="[stop-color:var(--color-primary)] [stop-opacity:0.25]" />
            <stop offset="1" className="[stop-color:var(--color-primary)] [stop-opacity:0]" />
          </radialGradient>
        </defs>

        <circle cx="240" cy="220" r="210" fill="url(#hero-glow)" />
        <g className="fill-none stroke-primary/30" strokeWidth="1.5">
          <rect x="95" y="75" width="290" height="290" rx="28" />
          <rect x="95" y="75" width="290" height="290" rx="28" transform="rotate(45 240 220)" />
          <circle cx="240" cy="220" r="178" strokeDasharray="3 9" />
        </g>

        <g>
          <rect x="80" y="120" width="320" height="210" rx="20" className="fill-card stroke-border" strokeWidth="1.5" />
          <circle cx="104" cy="144" r="5" className="fill-muted-foreground/40" />
          <circle cx="120" cy="144" r="5" className="fill-muted-foreground/25" />
          <circle cx="136" cy="144" r="5" className="fill-muted-foreground/15" />
          <rect x="286" y="138" width="90" height="12" rx="6" className="fill-muted" />
          {bars.map((height, i) => (
            <rect
              key={height}
              x={108 + i * 46}
              y={306 - height}
              width="26"
              height={height}
              rx="6"
              fill="url(#hero-bar)"
              opacity={0.55 + i * 0.08}
            />
          ))}
          <path d="M104 262 L162 236 L208 246 L254 204 L300 190 L346 146 L346 306 L104 306 Z" fill="url(#hero-area)" />
          <path
            d="M104 262 L162 236 L208 246 L254 204 L300 190 L346 146"
            className="fill-none stroke-primary"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          {[
            [162, 236],
            [254, 204],
            [346, 146],
          ].map(([cx, cy]) => (
            <circle key={cx} cx={cx} cy={cy} r="6" className="fill-background stroke-primary" strokeWidth="3" />
          ))}
        </g>

        <g>
          <rect x="318" y="52" width="142" height="64" rx="16" className="fill-card stroke-border" strokeWidth="1.5" />
          <circle cx="350" cy="84" r="16" className="fill-primary/15" />
          <path
            d="M342 86 l6 6 l12 -14"
            className="fill-none stroke-primary"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect x="376" y="72" width="66" height="9" rx="4.5" className="fill-muted-foreground/40" />
          <rect x="376" y="89" width="44" height="8" rx="4" className="fill-muted" />
        </g>

        <g>
          <rect x="20" y="300" width="150" height="76" rx="16" className="fill-card stroke-border" strokeWidth="1.5" />
          <circle cx="60" cy="338" r="20" className="fill-none stroke-muted" strokeWidth="6" />
          <circle
            cx="60"
            cy="338"
            r="20"
            className="fill-none stroke-primary"
            strokeWidth="6"
            strokeLinecap="round"
            strokeDasharray="100 126"
            transform="rotate(-90 60 338)"
          />
          <rect x="94" y="324" width="58" height="9" rx="4.5" className="fill-muted-foreground/40" />
          <rect x="94" y="342" width="40" height="8" rx="4" className="fill-muted" />
        </g>
      </svg>
    </div>
  );
}

/** The hero; `ownerName` is the configured name in the page's language (the landing loader picks it). */
export function HeroSection({ ownerName }: { ownerName: string }) {
  const hero = useContent("hero");
  return (
    <section
      id="hero"
      aria-labelledby="hero-heading"
      className="relative isolate scroll-mt-20 overflow-hidden px-4 pt-32 pb-20 sm:px-6 lg:px-8 lg:pt-40 lg:pb-28"
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,color-mix(in_srgb,var(--color-primary)_14%,transparent),transparent_65%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div>
          <div className="hero-enter" style={enter(HERO_TEXT_DELAY_MS)}>
            <h1 id="hero-heading" className="text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
              {hero.greetingPrefix} <span className="text-primary">{ownerName}</span>
            </h1>
            <p className="mt-5 text-xl font-semibold text-foreground sm:text-2xl">{hero.headline}</p>
            <p className="mt-5 max-w-2xl text-base leading-relaxed text-muted-foreground sm:text-lg">
              {hero.description}
            </p>
            <p className="mt-6 text-lg sm:text-xl">
              <span className="font-medium text-muted-foreground">{hero.expertiseLabel}:</span>{" "}
              <Typewriter words={hero.expertise} />
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg" className="px-6!">
                <SectionLink section={hero.primaryAction.section}>
                  {hero.primaryAction.label}
                  <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
                </SectionLink>
              </Button>
              <Button asChild size="lg" variant="outline" className="px-6!">
                <SectionLink section={hero.contactAction.section}>
                  <Mail aria-hidden="true" />
                  {hero.contactAction.label}
                </SectionLink>
              </Button>
            </div>
          </div>
          <ul
            className="hero-enter mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium"
            style={enter(HERO_GRAPHIC_DELAY_MS)}
          >
            {hero.credentials.map((credential, i) => {
              const Icon = CREDENTIAL_ICONS[i] ?? Award;
              return (
                <li key={credential} className="flex items-center gap-2">
                  <span className="flex size-8 items-center justify-center rounded-full bg-primary/10 text-primary">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  {credential}
                </li>
              );
            })}
          </ul>
        </div>
        <HeroGraphic
          className="hero-enter mx-auto hidden w-full max-w-xl lg:block"
          style={enter(HERO_GRAPHIC_DELAY_MS)}
        />
      </div>
    </section>
  );
}
