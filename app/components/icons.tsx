import type * as React from "react";
import type { IconName } from "#app/components/icon-names.ts";
// One hashed, immutable file for every icon: a URL, never a data: URL (<use> cannot point into one;
// vite.config.ts inlines no assets).
import spriteHref from "#app/components/icons.svg";

/*
 * The site's lucide icons, drawn from one SVG sprite (app/components/icons.svg, made by
 * `npm run icons` from app/components/icon-names.ts). An icon is an <svg> with one <use>, not its
 * own paths: the landing page's ~65 icons cost the server ~130 fewer elements to render, and the
 * browser no path data in the JavaScript. Same names, same `lucide lucide-<name>` classes and
 * defaults as lucide-react (24 px box, 2 px round stroke in currentColor, aria-hidden unless
 * labelled); the drawing defaults live on `.lucide` in app.css and reach into the sprite by inheritance.
 */

export type IconProps = React.SVGProps<SVGSVGElement>;
export type Icon = (props: IconProps) => React.JSX.Element;
/** lucide-react's name for an icon component's type, so callers read the same. */
export type LucideIcon = Icon;

function icon(name: IconName): Icon {
  const href = `${spriteHref}#${name}`;
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
        <use href={href} />
      </svg>
    );
  };
}

export const ArrowLeft = /* @__PURE__ */ icon("arrow-left");
export const ArrowLeftRight = /* @__PURE__ */ icon("arrow-left-right");
export const ArrowRight = /* @__PURE__ */ icon("arrow-right");
export const ArrowUp = /* @__PURE__ */ icon("arrow-up");
export const AtSign = /* @__PURE__ */ icon("at-sign");
export const Award = /* @__PURE__ */ icon("award");
export const BarChart3 = /* @__PURE__ */ icon("chart-column");
export const Bitcoin = /* @__PURE__ */ icon("bitcoin");
export const Brain = /* @__PURE__ */ icon("brain");
export const Briefcase = /* @__PURE__ */ icon("briefcase");
export const BriefcaseBusiness = /* @__PURE__ */ icon("briefcase-business");
export const Calculator = /* @__PURE__ */ icon("calculator");
export const Calendar = /* @__PURE__ */ icon("calendar");
export const CalendarCheck = /* @__PURE__ */ icon("calendar-check");
export const Car = /* @__PURE__ */ icon("car");
export const Check = /* @__PURE__ */ icon("check");
export const ChevronDown = /* @__PURE__ */ icon("chevron-down");
export const ChevronLeft = /* @__PURE__ */ icon("chevron-left");
export const ChevronRight = /* @__PURE__ */ icon("chevron-right");
export const CircleAlert = /* @__PURE__ */ icon("circle-exclamation-point");
export const CircleCheck = /* @__PURE__ */ icon("circle-check");
export const CircleX = /* @__PURE__ */ icon("circle-x");
export const Clock = /* @__PURE__ */ icon("clock");
export const Code = /* @__PURE__ */ icon("code");
export const CodeXml = /* @__PURE__ */ icon("code-xml");
export const Coins = /* @__PURE__ */ icon("coins");
export const Database = /* @__PURE__ */ icon("database");
export const Download = /* @__PURE__ */ icon("download");
export const ExternalLink = /* @__PURE__ */ icon("external-link");
export const Eye = /* @__PURE__ */ icon("eye");
export const EyeOff = /* @__PURE__ */ icon("eye-off");
export const FileText = /* @__PURE__ */ icon("file-text");
export const GraduationCap = /* @__PURE__ */ icon("graduation-cap");
export const HandHeart = /* @__PURE__ */ icon("hand-heart");
export const Handshake = /* @__PURE__ */ icon("handshake");
export const House = /* @__PURE__ */ icon("house");
export const LayoutDashboard = /* @__PURE__ */ icon("layout-dashboard");
export const Link2 = /* @__PURE__ */ icon("link-2");
export const LoaderCircle = /* @__PURE__ */ icon("loader-circle");
export const LogOut = /* @__PURE__ */ icon("log-out");
export const Mail = /* @__PURE__ */ icon("mail");
export const MailCheck = /* @__PURE__ */ icon("mail-check");
export const MailMinus = /* @__PURE__ */ icon("mail-minus");
export const MailQuestion = /* @__PURE__ */ icon("mail-question-mark");
export const MailX = /* @__PURE__ */ icon("mail-x");
export const Menu = /* @__PURE__ */ icon("menu");
export const MessageCircle = /* @__PURE__ */ icon("message-circle");
export const MessagesSquare = /* @__PURE__ */ icon("messages-square");
export const Moon = /* @__PURE__ */ icon("moon");
export const Pencil = /* @__PURE__ */ icon("pencil");
export const Phone = /* @__PURE__ */ icon("phone");
export const Plus = /* @__PURE__ */ icon("plus");
export const RefreshCw = /* @__PURE__ */ icon("refresh-cw");
export const Rocket = /* @__PURE__ */ icon("rocket");
export const RotateCcw = /* @__PURE__ */ icon("rotate-ccw");
export const Rss = /* @__PURE__ */ icon("rss");
export const Ruler = /* @__PURE__ */ icon("ruler");
export const ScanSearch = /* @__PURE__ */ icon("scan-search");
export const Search = /* @__PURE__ */ icon("search");
export const Send = /* @__PURE__ */ icon("send");
export const Shield = /* @__PURE__ */ icon("shield");
export const ShieldCheck = /* @__PURE__ */ icon("shield-check");
export const ShoppingBag = /* @__PURE__ */ icon("shopping-bag");
export const ShoppingCart = /* @__PURE__ */ icon("shopping-cart");
export const Star = /* @__PURE__ */ icon("star");
export const Sun = /* @__PURE__ */ icon("sun");
export const Trash2 = /* @__PURE__ */ icon("trash");
export const User = /* @__PURE__ */ icon("user");
export const Users = /* @__PURE__ */ icon("users");
export const Wallet = /* @__PURE__ */ icon("wallet");
export const X = /* @__PURE__ */ icon("x");
