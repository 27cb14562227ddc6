import type * as React from "react";

/*
 * The lucide icons the site's pages use, as plain SVG components (paths copied from lucide-react
 * 1.75, ISC licence) so a page does not ship lucide-react's runtime. Same names, same `lucide
 * lucide-<name>` classes and defaults (24 px box, 2 px round stroke in currentColor, aria-hidden
 * unless labelled); the drawing defaults live on `.lucide` in app.css, not on every icon. Add an icon: copy its nodes from node_modules/lucide-react/dist/esm/icons/<name>.mjs.
 */

export type IconProps = React.SVGProps<SVGSVGElement>;
export type Icon = (props: IconProps) => React.JSX.Element;
/** lucide-react's name for an icon component's type, so callers read the same. */
export type LucideIcon = Icon;

function icon(name: string, children: React.ReactNode): Icon {
  // biome-ignore lint/correctness/noComponentHookFactories: runs once per icon at module load, never during a render
  return function LucideSvg({ className, ...props }: IconProps) {
    const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: hidden from assistive technology unless the caller labels it
      <svg
        viewBox="0 0 24 24"
        aria-hidden={labelled ? undefined : "true"}
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...props}
      >
        {children}
      </svg>
    );
  };
}

export const ArrowLeft = /* @__PURE__ */ icon(
  "arrow-left",
  <>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </>,
);
export const ArrowRight = /* @__PURE__ */ icon(
  "arrow-right",
  <>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </>,
);
export const ArrowUp = /* @__PURE__ */ icon(
  "arrow-up",
  <>
    <path d="m5 12 7-7 7 7" />
    <path d="M12 19V5" />
  </>,
);
export const AtSign = /* @__PURE__ */ icon(
  "at-sign",
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-4 8" />
  </>,
);
export const Award = /* @__PURE__ */ icon(
  "award",
  <>
    <path d="m15.477 12.89 1.515 8.526a.5.5 0 0 1-.81.47l-3.58-2.687a1 1 0 0 0-1.197 0l-3.586 2.686a.5.5 0 0 1-.81-.469l1.514-8.526" />
    <circle cx="12" cy="8" r="6" />
  </>,
);
export const Brain = /* @__PURE__ */ icon(
  "brain",
  <>
    <path d="M12 18V5" />
    <path d="M15 13a4.17 4.17 0 01-3-4 4.17 4.17 0 01-3 4" />
    <path d="M17.707 6.294A3 3 0 1012 5a3 3 0 10-5.707 1.294" />
    <path d="M17.996 5.125a4 4 0 012.526 5.77" />
    <path d="M18 18a4 4 0 002-7.465" />
    <path d="M19.967 17.482a4 4 0 11-7.967.517 4 4 0 11-7.967-.517" />
    <path d="M6 18a4 4 0 01-2-7.465" />
    <path d="M6.004 5.125a4 4 0 00-2.526 5.77" />
  </>,
);
export const Briefcase = /* @__PURE__ */ icon(
  "briefcase",
  <>
    <path d="M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
    <rect width="20" height="14" x="2" y="6" rx="2" />
  </>,
);
export const BriefcaseBusiness = /* @__PURE__ */ icon(
  "briefcase-business",
  <>
    <path d="M12 12h.01" />
    <path d="M16 6V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2" />
    <path d="M22 13a18.15 18.15 0 0 1-20 0" />
    <rect width="20" height="14" x="2" y="6" rx="2" />
  </>,
);
export const CalendarCheck = /* @__PURE__ */ icon(
  "calendar-check",
  <>
    <path d="M8 2v3" />
    <path d="M16 2v3" />
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18" />
    <path d="m9 15 2 2 4-4" />
  </>,
);
export const Check = /* @__PURE__ */ icon("check", <path d="M20 6 9 17l-5-5" />);
export const ChevronDown = /* @__PURE__ */ icon("chevron-down", <path d="m6 9 6 6 6-6" />);
export const CircleCheck = /* @__PURE__ */ icon(
  "circle-check",
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </>,
);
export const Code = /* @__PURE__ */ icon(
  "code",
  <>
    <path d="m16 18 6-6-6-6" />
    <path d="m8 6-6 6 6 6" />
  </>,
);
export const CodeXml = /* @__PURE__ */ icon(
  "code-xml",
  <>
    <path d="m18 16 4-4-4-4" />
    <path d="m6 8-4 4 4 4" />
    <path d="m14.5 4-5 16" />
  </>,
);
export const Coins = /* @__PURE__ */ icon(
  "coins",
  <>
    <path d="M13.744 17.736a6 6 0 1 1-7.48-7.48" />
    <path d="M15 6h1v4" />
    <path d="m6.134 14.768.866-.5 2 3.464" />
    <circle cx="16" cy="8" r="6" />
  </>,
);
export const Database = /* @__PURE__ */ icon(
  "database",
  <>
    <ellipse cx="12" cy="5" rx="9" ry="3" />
    <path d="M3 5V19A9 3 0 0 0 21 19V5" />
    <path d="M3 12A9 3 0 0 0 21 12" />
  </>,
);
export const Download = /* @__PURE__ */ icon(
  "download",
  <>
    <path d="M12 15V3" />
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5" />
  </>,
);
export const ExternalLink = /* @__PURE__ */ icon(
  "external-link",
  <>
    <path d="M15 3h6v6" />
    <path d="M10 14 21 3" />
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </>,
);
export const GraduationCap = /* @__PURE__ */ icon(
  "graduation-cap",
  <>
    <path d="M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z" />
    <path d="M22 10v6" />
    <path d="M6 12.5V16a6 3 0 0 0 12 0v-3.5" />
  </>,
);
export const Handshake = /* @__PURE__ */ icon(
  "handshake",
  <>
    <path d="m11 17 2 2a1 1 0 1 0 3-3" />
    <path d="m14 14 2.5 2.5a1 1 0 1 0 3-3l-3.88-3.88a3 3 0 0 0-4.24 0l-.88.88a1 1 0 1 1-3-3l2.81-2.81a5.79 5.79 0 0 1 7.06-.87l.47.28a2 2 0 0 0 1.42.25L21 4" />
    <path d="m21 3 1 11h-2" />
    <path d="M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3" />
    <path d="M3 4h8" />
  </>,
);
export const LayoutDashboard = /* @__PURE__ */ icon(
  "layout-dashboard",
  <>
    <rect width="7" height="9" x="3" y="3" rx="1" />
    <rect width="7" height="5" x="14" y="3" rx="1" />
    <rect width="7" height="9" x="14" y="12" rx="1" />
    <rect width="7" height="5" x="3" y="16" rx="1" />
  </>,
);
export const LoaderCircle = /* @__PURE__ */ icon("loader-circle", <path d="M21 12a9 9 0 1 1-6.219-8.56" />);
export const LogOut = /* @__PURE__ */ icon(
  "log-out",
  <>
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
  </>,
);
export const Mail = /* @__PURE__ */ icon(
  "mail",
  <>
    <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
    <rect x="2" y="4" width="20" height="16" rx="2" />
  </>,
);
export const MailCheck = /* @__PURE__ */ icon(
  "mail-check",
  <>
    <path d="M22 13V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h8" />
    <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
    <path d="m16 19 2 2 4-4" />
  </>,
);
export const MailMinus = /* @__PURE__ */ icon(
  "mail-minus",
  <>
    <path d="M22 15V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h8" />
    <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
    <path d="M16 19h6" />
  </>,
);
export const MailQuestion = /* @__PURE__ */ icon(
  "mail-question-mark",
  <>
    <path d="M22 10.35V6a2 2 0 00-2-2H4a2 2 0 00-2 2v12a2 2 0 002 2h12.3" />
    <path d="m22 7-8.97 5.7a2 2 0 01-2.06 0L2 7" />
    <path d="M20 18.5c.5-1 2-1 2-2.5a2 2 0 00-2-2 2.5 2.5 0 00-2 1" />
    <path d="M20 22h.01" />
  </>,
);
export const MailX = /* @__PURE__ */ icon(
  "mail-x",
  <>
    <path d="M22 12.532V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h8.792" />
    <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
    <path d="m16.5 16.5 5 5" />
    <path d="m21.5 16.5-5 5" />
  </>,
);
export const Menu = /* @__PURE__ */ icon(
  "menu",
  <>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </>,
);
export const MessageCircle = /* @__PURE__ */ icon(
  "message-circle",
  <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />,
);
export const MessagesSquare = /* @__PURE__ */ icon(
  "messages-square",
  <>
    <path d="M16 10a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 14.286V4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
    <path d="M20 9a2 2 0 0 1 2 2v10.286a.71.71 0 0 1-1.212.502l-2.202-2.202A2 2 0 0 0 17.172 19H10a2 2 0 0 1-2-2v-1" />
  </>,
);
export const Moon = /* @__PURE__ */ icon(
  "moon",
  <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />,
);
export const RotateCcw = /* @__PURE__ */ icon(
  "rotate-ccw",
  <>
    <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" />
    <path d="M3 3v5h5" />
  </>,
);
export const Rocket = /* @__PURE__ */ icon(
  "rocket",
  <>
    <path d="M12 15v5s3.03-.55 4-2c1.08-1.62 0-5 0-5" />
    <path d="M4.5 16.5c-1.5 1.26-2 5-2 5s3.74-.5 5-2c.71-.84.7-2.13-.09-2.91a2.18 2.18 0 0 0-2.91-.09" />
    <path d="M9 12a22 22 0 0 1 2-3.95A12.88 12.88 0 0 1 22 2c0 2.72-.78 7.5-6 11a22.4 22.4 0 0 1-4 2z" />
    <path d="M9 12H4s.55-3.03 2-4c1.62-1.08 5 .05 5 .05" />
  </>,
);
export const Send = /* @__PURE__ */ icon(
  "send",
  <>
    <path d="M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z" />
    <path d="m21.854 2.147-10.94 10.939" />
  </>,
);
export const Shield = /* @__PURE__ */ icon(
  "shield",
  <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z" />,
);
export const ShoppingCart = /* @__PURE__ */ icon(
  "shopping-cart",
  <>
    <path d="m2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18" />
    <path d="M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25" />
    <circle cx="18" cy="20" r="2" />
    <circle cx="8" cy="20" r="2" />
  </>,
);
export const Sun = /* @__PURE__ */ icon(
  "sun",
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2" />
    <path d="M12 20v2" />
    <path d="m4.93 4.93 1.41 1.41" />
    <path d="m17.66 17.66 1.41 1.41" />
    <path d="M2 12h2" />
    <path d="M20 12h2" />
    <path d="m6.34 17.66-1.41 1.41" />
    <path d="m19.07 4.93-1.41 1.41" />
  </>,
);
export const Users = /* @__PURE__ */ icon(
  "users",
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <path d="M16 3.128a4 4 0 0 1 0 7.744" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87" />
    <circle cx="9" cy="7" r="4" />
  </>,
);
export const X = /* @__PURE__ */ icon(
  "x",
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);
/** lucide-react's older name for CircleCheck. */
export const Calendar = /* @__PURE__ */ icon(
  "calendar",
  <>
    <path d="M8 2v3" />
    <path d="M16 2v3" />
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18" />
  </>,
);
export const Search = /* @__PURE__ */ icon(
  "search",
  <>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </>,
);
export const Star = /* @__PURE__ */ icon(
  "star",
  <path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z" />,
);
export const RefreshCw = /* @__PURE__ */ icon(
  "refresh-cw",
  <>
    <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />
    <path d="M21 3v5h-5" />
    <path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />
    <path d="M8 16H3v5" />
  </>,
);
export const Clock = /* @__PURE__ */ icon(
  "clock",
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
export const CheckCircle2 = CircleCheck;
export const XIcon = X;
