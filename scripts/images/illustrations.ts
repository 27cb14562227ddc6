// The project and solution illustrations (public/images), drawn as SVG.
import {
  alpha,
  arc,
  bar,
  C,
  COIN_EDGE,
  card,
  check,
  coinDef,
  coins,
  cube,
  ngon,
  op,
  type Pt,
  polar,
  pts,
  r1,
  scene,
  sparkle,
  star,
} from "./draw.ts";

// ---------------------------------------------------------------------------------------------
// Projects

export function project1(): string {
  const rows = [398, 452, 506]
    .map(
      (y, i) =>
        `<use href="#r" x="500" y="${y}"/><circle cx="522" cy="${y + 21}" r="11" fill="${[C.teal2, C.gold, C.em][i]}" opacity=".85"/>`,
    )
    .join("");
  const steps = [530, 577, 623, 670];
  const bars = [0, 1, 2, 3]
    .map((i) => {
      const x = 840 + i * 54;
      const fill = i < 2 ? "url(#em)" : i === 2 ? "url(#au)" : C.line;
      return `<rect x="${x}" y="456" width="36" height="52" rx="8" fill="${fill}"/>`;
    })
    .join("");
  return scene({
    title:
      "Shariah-compliant financing app: a phone with a card and an instalment plan, gold coins and a compliance shield",
    from: C.navy,
    to: "#0f2a3d",
    pattern: "stars",
    defs: `<g id="r"><rect width="200" height="42" rx="12" fill="${C.well}" opacity=".8"/>${bar(42, 12, 84, 7, C.pale, 0.7)}${bar(42, 25, 56, 6, C.slate, 0.4)}${bar(152, 16, 34, 9, C.em, 0.8)}</g>${coinDef("c", 72, 22, 16)}${COIN_EDGE}`,
    glows: [
      [600, 340, 380, "ge"],
      [1060, 90, 260, "gg"],
      [200, 600, 240, "gt"],
    ],
    body: `
${star(600, 338, 300, `fill="none" stroke="${C.gold}" stroke-opacity=".12" stroke-width="2"`)}
<rect x="470" y="70" width="260" height="535" rx="38" fill="${C.ink}" stroke="${C.teal2}" stroke-opacity=".5" stroke-width="2"/>
<rect x="484" y="84" width="232" height="507" rx="28" fill="url(#pn)"/>
<rect x="565" y="96" width="70" height="8" rx="4" fill="${C.ink}"/>
<circle cx="512" cy="134" r="12" fill="url(#em)"/>${bar(532, 126, 80, 7, C.pale, 0.8)}${bar(532, 138, 50, 6, C.slate, 0.5)}
<rect x="500" y="160" width="200" height="118" rx="16" fill="url(#em)"/>
${star(672, 188, 14, `fill="${C.goldLight}" opacity=".9"`)}
<rect x="516" y="178" width="30" height="22" rx="5" fill="${C.goldLight}" opacity=".85"/>
${bar(516, 236, 110, 8, "#042f2e", 0.45)}${bar(516, 252, 64, 7, "#042f2e", 0.3)}
<path d="M530 322H670" stroke="${C.line}" stroke-width="4"/><path d="M530 322H623" stroke="${C.em}" stroke-width="4"/>
${steps
  .map((x, i) =>
    i < 2
      ? `<circle cx="${x}" cy="322" r="14" fill="${C.em}"/>`
      : i === 2
        ? `<circle cx="${x}" cy="322" r="14" fill="${C.navy2}" stroke="${C.gold}" stroke-width="4"/><circle cx="${x}" cy="322" r="5" fill="${C.gold}"/>`
        : `<circle cx="${x}" cy="322" r="14" fill="${C.navy2}" stroke="#475569" stroke-width="3"/>`,
  )
  .join("")}
${check("M524 322l4 5l8-9M571 322l4 5l8-9", C.navy, 3.5)}
<rect x="504" y="358" width="192" height="10" rx="5" fill="${C.line}"/><rect x="504" y="358" width="110" height="10" rx="5" fill="url(#au)"/>
${rows}
${card(200, 150, 190, 150)}
<circle cx="262" cy="225" r="38" fill="none" stroke="${C.line}" stroke-width="14"/>
<path d="${arc(262, 225, 38, -78, 78)}" fill="none" stroke="${C.em}" stroke-width="14"/>
<path d="${arc(262, 225, 38, 104, 166)}" fill="none" stroke="${C.gold}" stroke-width="14"/>
${bar(318, 200, 50, 8, C.pale, 0.7)}${bar(318, 216, 36, 7, C.slate, 0.45)}${bar(318, 232, 44, 7, C.slate, 0.45)}
${coins("c", 290, 545, 5, 16)}
<ellipse cx="290" cy="465" rx="52" ry="15" fill="none" stroke="${C.bronze}" stroke-opacity=".45" stroke-width="2"/>
${star(290, 465, 28, `fill="${C.bronze}" opacity=".5"`, 0.31)}
<path d="M930 132l78 28v58c0 54-34 88-78 108c-44-20-78-54-78-108v-58z" fill="url(#em)"/>
${check("M898 226l22 22l44 -48", C.navy, 12)}
${card(812, 400, 244, 136)}
${bar(840, 424, 110, 9, C.pale, 0.7)}${bar(960, 424, 66, 9, C.em, 0.6)}
${bars}
${sparkle(1080, 330, 16, C.gold)}${sparkle(150, 100, 12, C.teal2)}
`,
  });
}

export function project2(): string {
  const barsSmall = [40, 62, 50, 82, 96]
    .map(
      (h, i) =>
        `<rect x="${676 + i * 32}" y="${548 - h}" width="18" height="${h}" rx="5" fill="${i === 4 ? "url(#au)" : "url(#em)"}"${i === 4 ? "" : op(0.55 + i * 0.1)}/>`,
    )
    .join("");
  return scene({
    title: "An AI assistant: a chat conversation beside analytics charts, with a sparkle symbol",
    from: C.navy,
    to: "#101c3a",
    pattern: "grid",
    glows: [
      [380, 330, 400, "gt"],
      [900, 150, 280, "gg"],
      [880, 520, 260, "ge"],
    ],
    defs: `<linearGradient id="ar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.teal2}" stop-opacity=".4"/><stop offset="1" stop-color="${C.teal2}" stop-opacity="0"/></linearGradient>`,
    body: `
${card(130, 110, 470, 460, 28)}
<circle cx="172" cy="156" r="18" fill="url(#em)"/>${sparkle(172, 156, 9, C.navy)}
${bar(202, 146, 120, 9, C.white, 0.8)}${bar(202, 162, 70, 7, C.slate, 0.5)}
<path d="M130 196H600" stroke="${C.teal2}" stroke-opacity=".15" stroke-width="2"/>
<rect x="330" y="222" width="240" height="56" rx="18" fill="${C.navy3}" stroke="${C.slate}" stroke-opacity=".2"/>
${bar(350, 238, 180, 8, C.pale, 0.7)}${bar(350, 254, 120, 8, C.pale, 0.45)}
<circle cx="172" cy="318" r="16" fill="url(#em)"/>${sparkle(172, 318, 8, C.navy)}
<rect x="200" y="300" width="300" height="112" rx="18" fill="${C.teal}" fill-opacity=".16" stroke="${C.teal2}" stroke-opacity=".45"/>
${bar(220, 320, 240, 8, C.white, 0.75)}${bar(220, 338, 260, 8, C.white, 0.55)}${bar(220, 356, 190, 8, C.white, 0.55)}
${bar(220, 380, 70, 18, C.em, 0.85)}${bar(298, 380, 84, 18, C.gold, 0.85)}
<rect x="390" y="432" width="180" height="44" rx="16" fill="${C.navy3}" stroke="${C.slate}" stroke-opacity=".2"/>${bar(410, 450, 130, 8, C.pale, 0.6)}
<circle cx="172" cy="514" r="16" fill="url(#em)"/>${sparkle(172, 514, 8, C.navy)}
<rect x="200" y="496" width="96" height="36" rx="18" fill="${C.teal}" fill-opacity=".16" stroke="${C.teal2}" stroke-opacity=".45"/>
<circle cx="226" cy="514" r="5" fill="${C.teal2}"/><circle cx="248" cy="514" r="5" fill="${C.teal2}" opacity=".7"/><circle cx="270" cy="514" r="5" fill="${C.teal2}" opacity=".4"/>
<path d="M500 356C570 356 580 300 650 300" fill="none" stroke="${C.teal2}" stroke-width="3" stroke-dasharray="4 8"/>
${card(650, 150, 420, 260, 26)}
${bar(680, 178, 110, 9, C.white, 0.8)}${bar(680, 194, 70, 7, C.slate, 0.45)}
<rect x="966" y="174" width="74" height="24" rx="12" fill="${C.em}" fill-opacity=".18"/>
${check("M984 192l10 -10l8 6l14 -12", C.em, 3)}
<path d="M680 250H1040M680 300H1040M680 350H1040" stroke="${C.slate}" stroke-opacity=".12" stroke-width="2"/>
<path d="M680 362C740 344 770 300 820 312S900 256 950 242S1010 204 1040 192V384H680Z" fill="url(#ar)"/>
<path d="M680 362C740 344 770 300 820 312S900 256 950 242S1010 204 1040 192" fill="none" stroke="url(#em)" stroke-width="5"/>
<circle cx="950" cy="242" r="16" fill="${C.gold}" opacity=".25"/><circle cx="950" cy="242" r="7" fill="${C.gold}"/>
${card(650, 436, 200, 134)}${barsSmall}
${card(870, 436, 200, 134)}
<circle cx="928" cy="503" r="34" fill="none" stroke="${C.line}" stroke-width="12"/>
<path d="${arc(928, 503, 34, -90, 162)}" fill="none" stroke="${C.em}" stroke-width="12"/>
${bar(980, 484, 64, 8, C.pale, 0.7)}${bar(980, 500, 44, 7, C.slate, 0.45)}${bar(980, 516, 54, 7, C.slate, 0.45)}
${sparkle(622, 112, 46, "url(#au)")}${sparkle(1100, 110, 16, C.teal2)}${sparkle(96, 612, 14, C.em)}
`,
  });
}

export function project3(): string {
  const c: Pt = [600, 338];
  const nodes: [number, number, string][] = [
    [262, 250, C.teal2],
    [318, 478, C.em],
    [470, 572, C.gold],
    [430, 122, C.em],
    [770, 118, C.teal2],
    [944, 232, C.gold],
    [962, 456, C.em],
    [742, 566, C.teal2],
  ];
  const links = nodes.map(([x, y]) => `M${c[0]} ${c[1]}L${x} ${y}`).join("");
  const ring = `M${nodes
    .slice()
    .sort((a, b) => Math.atan2(a[1] - c[1], a[0] - c[0]) - Math.atan2(b[1] - c[1], b[0] - c[0]))
    .map(([x, y]) => `${x} ${y}`)
    .join("L")}Z`;
  const avatars = nodes
    .map(
      ([x, y, col]) =>
        `<circle cx="${x}" cy="${y}" r="30" fill="${C.navy3}" stroke="${col}" stroke-width="3"/>` +
        `<circle cx="${x}" cy="${y - 7}" r="8" fill="${C.pale}"/><path d="M${x - 14} ${y + 17}a14 12 0 0 1 28 0z" fill="${C.pale}"/>`,
    )
    .join("");
  return scene({
    title:
      "A Web3 community: a gold token at the centre of a network of members, with orbiting rewards and blockchain blocks",
    from: C.navy,
    to: "#131a3a",
    pattern: "dots",
    glows: [
      [600, 338, 420, "gt"],
      [600, 338, 220, "gg"],
      [140, 600, 260, "ge"],
    ],
    body: `
<path d="${ring}" fill="${C.teal2}" fill-opacity=".04" stroke="${C.teal2}" stroke-opacity=".2" stroke-width="2"/>
<ellipse cx="600" cy="338" rx="380" ry="130" fill="none" stroke="${C.teal2}" stroke-opacity=".35" stroke-width="2" stroke-dasharray="3 9" transform="rotate(-12 600 338)"/>
<ellipse cx="600" cy="338" rx="250" ry="205" fill="none" stroke="${C.em}" stroke-opacity=".25" stroke-width="2" transform="rotate(20 600 338)"/>
<path d="${links}" stroke="${C.teal2}" stroke-opacity=".3" stroke-width="2"/>
<polygon points="${ngon(600, 338, 124, 6)}" fill="url(#au)" stroke="${C.goldLight}" stroke-width="4"/>
<polygon points="${ngon(600, 338, 92, 6)}" fill="${C.bronze}" fill-opacity=".12" stroke="${C.bronze}" stroke-opacity=".55" stroke-width="3"/>
<path d="M562 388l38 -38l38 38M562 334l38 -38l38 38" fill="none" stroke="${C.navy}" stroke-width="15"/>
${avatars}
<circle cx="232" cy="398" r="9" fill="${C.gold}"/><circle cx="1000" cy="318" r="8" fill="${C.gold}"/><circle cx="842" cy="222" r="7" fill="${C.em}"/><circle cx="372" cy="408" r="6" fill="${C.teal2}"/>
${cube(150, 500, 44, C.teal2, C.tealDark, "#115e59")}${cube(226, 544, 44, C.gold, C.bronze, "#92400e")}${cube(74, 544, 44, C.em, "#047857", "#065f46")}
<path d="M1074 170L1118 196" stroke="${C.slate}" stroke-opacity=".5" stroke-width="3" stroke-dasharray="4 6"/>
${cube(1060, 100, 36, C.em, "#047857", "#065f46")}${cube(1124, 160, 36, C.teal2, C.tealDark, "#115e59")}
${sparkle(1080, 560, 14, C.gold)}${sparkle(120, 110, 12, C.teal2)}
`,
  });
}

export function project4(): string {
  const art = [
    `<circle cx="80" cy="55" r="26" fill="${C.gold}"/><rect x="74" y="22" width="12" height="66" rx="4" fill="${C.bronze}" opacity=".5"/><circle cx="80" cy="55" r="17" fill="${C.navy2}"/>`,
    `<path d="M40 84L72 36L96 70L110 52L130 84Z" fill="${C.em}"/><circle cx="120" cy="34" r="9" fill="${C.gold}"/>`,
    `<rect x="60" y="24" width="40" height="62" rx="10" fill="${C.teal2}"/><rect x="70" y="16" width="20" height="12" rx="3" fill="${C.pale}"/>`,
    `<polygon points="${ngon(80, 55, 32, 6)}" fill="${C.em}" opacity=".85"/>`,
    `<rect x="42" y="34" width="76" height="50" rx="8" fill="${C.gold}" opacity=".9"/><path d="M42 50H118" stroke="${C.bronze}" stroke-width="6"/>`,
    `<circle cx="64" cy="56" r="22" fill="${C.teal2}"/><circle cx="100" cy="56" r="22" fill="${C.em}" opacity=".8"/>`,
  ];
  const tiles = art
    .map((a, i) => {
      const x = 150 + (i % 3) * 200;
      const y = 236 + Math.floor(i / 3) * 172;
      return `<use href="#tl" x="${x}" y="${y}"/><g transform="translate(${x + 10} ${y + 6})">${a}</g>`;
    })
    .join("");
  const pay = [240, 300, 360]
    .map(
      (y, i) =>
        `<use href="#pr" x="730" y="${y}"/>${i ? "" : `<rect x="730" y="240" width="320" height="48" rx="14" fill="${alpha(C.em, 0.14)}" stroke="${C.em}" stroke-width="2"/><circle cx="756" cy="264" r="9" fill="none" stroke="${C.em}" stroke-width="3"/><circle cx="756" cy="264" r="4" fill="${C.em}"/>`}` +
        `<rect x="780" y="${y + 12}" width="36" height="24" rx="5" fill="${[C.gold, C.teal2, C.em][i]}"/>`,
    )
    .join("");
  const defs =
    `<g id="tl"><rect width="180" height="156" rx="16" fill="${C.well}"/><rect x="10" y="10" width="160" height="92" rx="10" fill="${C.navy3}"/>` +
    `${bar(14, 112, 96, 8, C.pale, 0.7)}${bar(14, 128, 48, 10, C.gold, 0.9)}` +
    `<circle cx="154" cy="130" r="12" fill="${C.em}"/><path d="M148 130h12M154 124v12" stroke="${C.navy}" stroke-width="3"/></g>` +
    `<g id="pr"><rect width="320" height="48" rx="14" fill="${alpha(C.well, 0.8)}" stroke="${C.line}" stroke-width="2"/>` +
    `<circle cx="26" cy="24" r="9" fill="none" stroke="${C.slate}" stroke-width="3"/>${bar(100, 16, 96, 8, C.pale, 0.7)}${bar(100, 29, 60, 6, C.slate, 0.4)}</g>`;
  return scene({
    title:
      "Online marketplace: a product grid in a browser and a one-page checkout with payment and instalment options",
    from: C.navy,
    to: "#0f2438",
    pattern: "grid",
    defs,
    glows: [
      [460, 340, 400, "ge"],
      [960, 380, 320, "gg"],
    ],
    body: `
<rect x="120" y="100" width="640" height="480" rx="24" fill="url(#pn)" stroke="${C.slate}" stroke-opacity=".25" stroke-width="2"/>
<path d="M144 100h592a24 24 0 0 1 24 24v28H120v-28a24 24 0 0 1 24-24z" fill="${C.ink}"/>
<circle cx="150" cy="126" r="6" fill="${C.gold}"/><circle cx="172" cy="126" r="6" fill="${C.teal2}"/><circle cx="194" cy="126" r="6" fill="${C.em}"/>
<rect x="232" y="114" width="380" height="24" rx="12" fill="${C.navy3}"/>
<rect x="150" y="176" width="420" height="40" rx="20" fill="${C.well}" stroke="${C.teal2}" stroke-opacity=".35"/>
<circle cx="176" cy="194" r="8" fill="none" stroke="${C.slate}" stroke-width="3"/><path d="M182 200l7 7" stroke="${C.slate}" stroke-width="3"/>
${bar(200, 192, 150, 7, C.slate, 0.45)}
${bar(590, 180, 66, 32, C.em, 0.25)}${bar(664, 180, 66, 32, C.slate, 0.18)}
${tiles}
<rect x="712" y="184" width="380" height="380" rx="26" fill="#050a16" opacity=".45"/>
<rect x="700" y="170" width="380" height="380" rx="26" fill="#102447" stroke="${C.em}" stroke-opacity=".4" stroke-width="2"/>
${bar(730, 200, 150, 10, C.white, 0.85)}${bar(730, 218, 90, 7, C.slate, 0.45)}
${pay}
${[0, 1, 2, 3].map((i) => bar(730 + i * 82, 428, 74, 12, i === 0 ? C.em : C.line)).join("")}
<rect x="730" y="468" width="320" height="52" rx="16" fill="url(#em)"/>
${check("M874 494l12 12l26 -26", C.navy, 6)}
<g transform="rotate(8 1070 110)"><path d="M1046 92v-10a24 24 0 0 1 48 0v10" fill="none" stroke="${C.goldLight}" stroke-width="6"/><rect x="1026" y="90" width="88" height="80" rx="14" fill="url(#au)"/><path d="M1050 116a20 20 0 0 0 40 0" fill="none" stroke="${C.bronze}" stroke-width="5"/></g>
<path d="M128 632L220 612L290 620L380 592" fill="none" stroke="${C.em}" stroke-width="4"/>
${check("M360 588l20 4l-6 18", C.em, 4)}
${sparkle(1120, 600, 14, C.teal2)}
`,
  });
}

export function project5(): string {
  const days = [40, 70, 55, 90, 65, 100, 80]
    .map(
      (h, i) =>
        `<rect x="${572 + i * 22}" y="${300 - h}" width="13" height="${h}" rx="5"${i === 5 ? ` fill="${C.gold}"` : ""}/>`,
    )
    .join("");
  const lessons = [420, 456, 492]
    .map((y, i) =>
      i < 2
        ? `<circle cx="204" cy="${y}" r="10" fill="${C.em}"/>${bar(226, y - 4, 190 - i * 30, 8, C.pale, 0.6)}`
        : `<circle cx="204" cy="${y}" r="9" fill="none" stroke="${C.gold}" stroke-width="3"/>${bar(226, y - 4, 170, 8, C.pale, 0.6)}`,
    )
    .join("");
  const options = [338, 390, 442]
    .map((y, i) =>
      i === 1
        ? `<rect x="848" y="${y}" width="164" height="40" rx="12" fill="${C.em}" fill-opacity=".18" stroke="${C.em}" stroke-width="2"/>${bar(864, y + 16, 90, 8, C.white, 0.8)}<circle cx="990" cy="${y + 20}" r="10" fill="${C.em}"/>${check(`M985 ${y + 20}l4 4l7 -7`, C.navy, 3)}`
        : `<use href="#op" y="${y}"/>`,
    )
    .join("");
  return scene({
    title:
      "An adaptive learning platform: a tablet with a video lesson and progress charts, a phone quiz and achievement badges",
    from: C.navy,
    to: "#102a3a",
    pattern: "dots",
    glows: [
      [500, 330, 400, "gt"],
      [900, 520, 280, "gg"],
    ],
    defs: `<linearGradient id="vd" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.tealDark}"/><stop offset="1" stop-color="${C.navy3}"/></linearGradient><g id="op"><rect x="848" width="164" height="40" rx="12" fill="${C.well}" stroke="${C.line}" stroke-width="2"/>${bar(864, 16, 80, 8, C.pale, 0.5)}</g>`,
    body: `
<rect x="150" y="110" width="620" height="440" rx="34" fill="${C.ink}" stroke="${C.teal2}" stroke-opacity=".4" stroke-width="2"/>
<rect x="168" y="128" width="584" height="404" rx="22" fill="url(#pn)"/>
<rect x="190" y="150" width="340" height="200" rx="16" fill="url(#vd)"/>
<circle cx="300" cy="210" r="60" fill="${C.em}" opacity=".12"/><circle cx="450" cy="300" r="40" fill="${C.gold}" opacity=".12"/>
<circle cx="360" cy="246" r="36" fill="#f8fafc" opacity=".92"/><path d="M350 228l30 18l-30 18z" fill="${C.tealDark}"/>
<rect x="210" y="324" width="300" height="6" rx="3" fill="#f8fafc" opacity=".25"/><rect x="210" y="324" width="180" height="6" rx="3" fill="${C.em}"/><circle cx="390" cy="327" r="7" fill="#f8fafc"/>
${bar(190, 370, 220, 12, C.white, 0.85)}${bar(190, 392, 150, 8, C.slate, 0.45)}
${lessons}${check("M199 420l4 4l7-7M199 456l4 4l7-7", C.navy, 3)}
<rect x="552" y="150" width="180" height="170" rx="16" fill="${C.well}"/>${bar(570, 168, 80, 8, C.pale, 0.6)}<g fill="${alpha(C.em, 0.8)}">${days}</g>
<rect x="552" y="340" width="180" height="170" rx="16" fill="${C.well}"/>
<path d="M642 366c14 20 34 34 34 58a34 34 0 0 1-68 0c0-16 8-26 16-34c2 12 8 18 14 20c-6-18-2-32 4-44z" fill="url(#au)"/>
<path d="M642 410c8 10 16 18 16 28a16 16 0 0 1-32 0c0-10 8-18 16-28z" fill="${C.goldLight}"/>
${[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${582 + i * 20}" cy="484" r="6" fill="${i < 5 ? C.gold : C.line}"/>`).join("")}
<rect x="820" y="170" width="220" height="420" rx="32" fill="${C.ink}" stroke="${C.teal2}" stroke-opacity=".4" stroke-width="2"/>
<rect x="832" y="182" width="196" height="396" rx="24" fill="url(#pn)"/>
${[0, 1, 2, 3, 4].map((i) => bar(848 + i * 34, 204, 28, 6, i < 3 ? C.em : C.line)).join("")}
<rect x="848" y="226" width="164" height="94" rx="14" fill="${C.navy3}"/>
${bar(864, 246, 120, 9, C.white, 0.85)}${bar(864, 264, 132, 8, C.pale, 0.5)}${bar(864, 280, 96, 8, C.pale, 0.5)}
${options}
<rect x="848" y="510" width="164" height="44" rx="14" fill="url(#em)"/>${bar(892, 528, 76, 8, C.navy, 0.6)}
<path d="M1090 76l62 27l-62 27l-62 -27z" fill="url(#au)"/>
<path d="M1054 114v22c0 14 72 14 72 0v-22l-36 16z" fill="${C.bronze}"/>
<path d="M1090 103l46 10v36" fill="none" stroke="${C.gold}" stroke-width="4"/><circle cx="1136" cy="152" r="6" fill="${C.gold}"/>
<circle cx="100" cy="560" r="40" fill="${C.navy3}" stroke="${C.gold}" stroke-width="4"/>
<polygon points="${pts(Array.from({ length: 10 }, (_, k) => polar(100, 562, k % 2 ? 10 : 24, -90 + k * 36).map(Math.round) as Pt))}" fill="${C.gold}"/>
${sparkle(110, 120, 14, C.teal2)}
`,
  });
}

export function project6(): string {
  const L1: Pt[] = [220, 300, 380, 460].map((y) => [330, y]);
  const L2: Pt[] = [180, 260, 340, 420, 500].map((y) => [440, y]);
  const L3: Pt[] = [300, 380].map((y) => [540, y]);
  let web = "";
  for (const [a, b] of [
    [L1, L2],
    [L2, L3],
  ] as const)
    for (const p of a) for (const q of b) web += `M${p[0]} ${p[1]}L${q[0]} ${q[1]}`;
  const inputs = [170, 300, 430]
    .map((y, i) => `<use href="#in" y="${y}"/>${bar(106, y + 12, 40, 7, [C.teal2, C.em, C.gold][i]!)}`)
    .join("");
  const defs = `<g id="in"><rect x="90" width="130" height="92" rx="14" fill="${C.navy3}" stroke="${C.slate}" stroke-opacity=".25"/><path d="M106 30H204M106 52H204M106 74H204M140 18V82" stroke="${C.slate}" stroke-opacity=".35" stroke-width="2"/></g>`;
  const feeds = [216, 346, 476]
    .map((y, i) => `M220 ${y}C270 ${y} 280 ${L1[i + (i > 0 ? 1 : 0)]![1]} 316 ${L1[i + (i > 0 ? 1 : 0)]![1]}`)
    .join("");
  const layer = (nodes: Pt[], color: string, lit: (i: number) => boolean) =>
    `<g stroke="${color}" stroke-width="3">${nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="14" fill="${lit(i) ? color : C.navy2}"/>`).join("")}</g>`;
  const [nx, ny] = polar(735, 560, 54, 250);
  const gauge = [
    [187, 233, C.em],
    [247, 293, C.gold],
    [307, 353, C.coral],
  ]
    .map(
      ([a, b, col]) =>
        `<path d="${arc(735, 560, 70, a as number, b as number)}" fill="none" stroke="${col}" stroke-width="16"/>`,
    )
    .join("");
  const risk = [470, 516, 562]
    .map(
      (y, i) =>
        `<circle cx="902" cy="${y}" r="12" fill="${C.navy3}" stroke="${C.slate}" stroke-opacity=".5" stroke-width="2"/>` +
        bar(924, y - 8, 80 - i * 10, 7, C.pale, 0.65) +
        bar(924, y + 3, 50, 6, C.slate, 0.4) +
        bar(1030, y - 8, 46, 16, [C.em, C.gold, C.coral][i]!, 0.85),
    )
    .join("");
  return scene({
    defs,
    title:
      "An AI data product: data sources feeding a neural network that produces forecasts, a risk gauge and a ranked customer list",
    from: C.navy,
    to: "#14213f",
    pattern: "grid",
    glows: [
      [380, 340, 340, "gt"],
      [880, 330, 360, "ge"],
      [1000, 140, 200, "gg"],
    ],
    body: `
${inputs}
<path d="${feeds}" fill="none" stroke="${C.teal2}" stroke-opacity=".55" stroke-width="3" stroke-dasharray="2 8"/>
<path d="${web}" stroke="${C.teal2}" stroke-opacity=".2" stroke-width="2"/>
${layer(L1, C.em, (i) => i % 2 === 0)}${layer(L2, C.teal2, (i) => i === 1 || i === 3)}${layer(L3, C.gold, (i) => i === 0)}
<path d="M556 300C590 300 590 250 616 250" fill="none" stroke="${C.gold}" stroke-width="3" stroke-dasharray="2 8"/>
${card(620, 110, 480, 304, 26)}
${bar(650, 138, 130, 10, C.white, 0.85)}${bar(650, 156, 80, 7, C.slate, 0.45)}
<rect x="1010" y="134" width="64" height="24" rx="12" fill="${C.gold}" fill-opacity=".2"/>${sparkle(1042, 146, 8, C.gold)}
<path d="M650 220H1072M650 280H1072M650 340H1072" stroke="${C.slate}" stroke-opacity=".12" stroke-width="2"/>
<path d="M880 300L1072 232V300L880 344Z" fill="${C.gold}" fill-opacity=".14"/>
<path d="M880 190V388" stroke="${C.slate}" stroke-opacity=".45" stroke-width="2" stroke-dasharray="5 6"/>
<path d="M650 352L690 330L730 342L770 300L810 316L850 290L880 322" fill="none" stroke="${C.teal2}" stroke-width="5"/>
<path d="M880 322L930 300L980 296L1030 276L1072 266" fill="none" stroke="${C.gold}" stroke-width="5" stroke-dasharray="12 9"/>
<circle cx="880" cy="322" r="8" fill="${C.navy}" stroke="${C.teal2}" stroke-width="4"/>
${card(620, 436, 230, 160)}
${gauge}
<path d="M735 560L${r1(nx)} ${r1(ny)}" stroke="${C.white}" stroke-width="6"/><circle cx="735" cy="560" r="10" fill="${C.white}"/>
${card(870, 436, 230, 160)}${risk}
${sparkle(560, 130, 22, "url(#au)")}${sparkle(120, 600, 12, C.em)}
`,
  });
}

// ---------------------------------------------------------------------------------------------
// Solutions

export function fintech(): string {
  const [a0x, a0y] = polar(300, 190, 62, 340);
  const [a1x, a1y] = polar(300, 190, 62, 160);
  const head = (x: number, y: number, deg: number) =>
    `<polygon points="${pts([polar(x, y, 14, deg), polar(x, y, 14, deg + 130), polar(x, y, 14, deg - 130)])}" fill="${C.teal2}"/>`;
  return scene({
    title: "Financial technology: stacks of gold coins, payment cards and a circular payment flow",
    from: C.navy,
    to: "#0e2a36",
    pattern: "stars",
    defs: coinDef("c", 80, 24, 18) + coinDef("d", 70, 21, 18) + COIN_EDGE,
    glows: [
      [400, 400, 340, "gg"],
      [800, 290, 360, "ge"],
      [300, 190, 160, "gt"],
    ],
    body: `
<g transform="rotate(-6 800 320)"><rect x="640" y="196" width="340" height="212" rx="24" fill="${C.navy3}" stroke="${C.teal2}" stroke-opacity=".5" stroke-width="2"/>
<rect x="641" y="226" width="338" height="30" fill="${C.ink}"/></g>
<g transform="rotate(-16 780 330)"><rect x="610" y="232" width="340" height="212" rx="24" fill="url(#em)"/>
<rect x="642" y="288" width="52" height="40" rx="8" fill="${C.goldLight}"/><path d="M642 308h52M668 288v40" stroke="${C.bronze}" stroke-opacity=".4" stroke-width="3"/>
<path d="M718 294a18 18 0 0 1 0 28M732 286a30 30 0 0 1 0 44M746 278a42 42 0 0 1 0 60" fill="none" stroke="${C.navy}" stroke-opacity=".55" stroke-width="5"/>
${bar(642, 372, 170, 12, C.navy, 0.45)}${bar(642, 396, 90, 10, C.navy, 0.3)}
${star(906, 278, 22, `fill="${C.goldLight}" opacity=".95"`)}
<circle cx="896" cy="406" r="18" fill="${C.navy}" opacity=".35"/><circle cx="918" cy="406" r="18" fill="${C.goldLight}" opacity=".7"/></g>
${coins("c", 330, 560, 7, 18)}
<ellipse cx="330" cy="434" rx="58" ry="17" fill="none" stroke="${C.bronze}" stroke-opacity=".45" stroke-width="2"/>${star(330, 434, 30, `fill="${C.bronze}" opacity=".5"`, 0.3)}
${coins("d", 490, 590, 4, 18)}
<path d="${arc(300, 190, 62, 200, 340)}" fill="none" stroke="${C.teal2}" stroke-width="10"/>
<path d="${arc(300, 190, 62, 20, 160)}" fill="none" stroke="${C.teal2}" stroke-width="10"/>
${head(a0x, a0y, 70)}${head(a1x, a1y, 250)}
<circle cx="300" cy="190" r="30" fill="url(#au)"/>${star(300, 190, 14, `fill="${C.bronze}" opacity=".6"`)}
<circle cx="1010" cy="530" r="58" fill="url(#au)" stroke="${C.goldLight}" stroke-width="4"/>
<circle cx="1010" cy="530" r="42" fill="none" stroke="${C.bronze}" stroke-opacity=".5" stroke-width="3"/>
${star(1010, 530, 26, `fill="${C.bronze}" opacity=".55"`)}
${sparkle(1080, 130, 18, C.gold)}${sparkle(560, 110, 12, C.teal2)}${sparkle(150, 420, 12, C.em)}
`,
  });
}

export function edtech(): string {
  const page = (dir: 1 | -1) =>
    `<path d="M600 486C${600 - dir * 60} 456 ${600 - dir * 160} 448 ${600 - dir * 240} 466V610C${600 - dir * 160} 592 ${600 - dir * 60} 600 600 628Z" fill="${C.white}"/>`;
  const lines = [0, 1, 2, 3]
    .map((i) => {
      const y = 500 + i * 26;
      return `M${376 + (i ? 0 : 0)} ${y + 4}C${450} ${y - 10} ${530} ${y - 4} ${580} ${y + 16}M${824} ${y + 4}C${750} ${y - 10} ${670} ${y - 4} ${620} ${y + 16}`;
    })
    .join("");
  return scene({
    title: "Education technology: a graduation cap above an open book, with a light bulb, a medal and a progress ring",
    from: C.navy,
    to: "#13233f",
    pattern: "dots",
    glows: [
      [600, 360, 400, "gt"],
      [600, 200, 240, "gg"],
    ],
    defs: `<linearGradient id="cp" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#134e4a"/><stop offset="1" stop-color="${C.navy2}"/></linearGradient>`,
    body: `
<path d="M600 500C530 466 420 458 344 478V632C420 612 530 620 600 650C670 620 780 612 856 632V478C780 458 670 466 600 500Z" fill="url(#em)"/>
${page(1)}${page(-1)}
<path d="${lines}" fill="none" stroke="${C.slate}" stroke-opacity=".55" stroke-width="4"/>
<path d="M600 486V628" stroke="${C.slate}" stroke-width="3"/>
<path d="M470 268V342C470 392 730 392 730 342V268L600 322Z" fill="${C.navy2}" stroke="${C.teal2}" stroke-opacity=".6" stroke-width="3"/>
<path d="M600 134L812 218L600 302L388 218Z" fill="url(#cp)" stroke="${C.teal2}" stroke-width="4"/>
<path d="M600 218L770 250V352" fill="none" stroke="${C.gold}" stroke-width="6"/>
<circle cx="600" cy="218" r="11" fill="${C.gold}"/>
<path d="M760 350h20l8 50h-36z" fill="url(#au)"/>
<circle cx="236" cy="210" r="46" fill="url(#au)"/>
<path d="M216 254h40v22a6 6 0 0 1-6 6h-28a6 6 0 0 1-6-6z" fill="${C.slate}"/><path d="M216 264h40" stroke="${C.navy}" stroke-width="3"/>
<path d="M222 222l14-18l14 18" fill="none" stroke="${C.bronze}" stroke-width="5"/>
<path d="M236 142v-18M180 168l-13-13M292 168l13-13M164 214h-18M308 214h18" stroke="${C.gold}" stroke-width="5"/>
<path d="M944 232l-22 62l24-8l14 22l14-60zM996 232l22 62l-24-8l-14 22l-14-60z" fill="${C.tealDark}"/>
<circle cx="970" cy="200" r="48" fill="url(#em)"/><circle cx="970" cy="200" r="36" fill="none" stroke="${C.navy}" stroke-opacity=".3" stroke-width="3"/>
${star(970, 200, 22, `fill="${C.goldLight}"`)}
<circle cx="990" cy="480" r="56" fill="none" stroke="${C.line}" stroke-width="14"/>
<path d="${arc(990, 480, 56, -90, 180)}" fill="none" stroke="${C.em}" stroke-width="14"/>
${check("M966 482l16 16l30 -32", C.em, 8)}
<rect x="160" y="520" width="130" height="28" rx="6" fill="${C.teal2}"/><rect x="176" y="492" width="110" height="28" rx="6" fill="${C.gold}"/><rect x="168" y="464" width="120" height="28" rx="6" fill="${C.em}" opacity=".85"/>
<path d="M184 520v28M198 492v28M190 464v28" stroke="${C.navy}" stroke-opacity=".35" stroke-width="4"/>
${sparkle(420, 110, 14, C.gold)}${sparkle(820, 100, 12, C.teal2)}${sparkle(1110, 330, 12, C.gold)}
`,
  });
}

export function ecommerce(): string {
  const stripes = Array.from({ length: 8 }, (_, i) => {
    const x = 320 + i * 70;
    return `<path d="M${x} 170h70v64a35 35 0 0 1-70 0z" fill="${i % 2 ? C.white : C.em2}"/>`;
  }).join("");
  const shelf = [
    `<rect x="396" y="318" width="34" height="34" rx="4" fill="${C.gold}"/><rect x="440" y="326" width="28" height="26" rx="4" fill="${C.teal2}"/><circle cx="500" cy="336" r="16" fill="${C.em}"/><rect x="528" y="312" width="24" height="40" rx="6" fill="${C.gold2}"/>`,
    `<rect x="396" y="392" width="44" height="32" rx="4" fill="${C.teal2}"/><rect x="450" y="398" width="26" height="26" rx="4" fill="${C.gold}"/><rect x="486" y="384" width="30" height="40" rx="6" fill="${C.em}"/><circle cx="540" cy="408" r="14" fill="${C.goldLight}"/>`,
  ].join("");
  return scene({
    title: "eCommerce: a storefront with a striped awning, a shopping cart full of parcels and a price tag",
    from: C.navy,
    to: "#0f2a30",
    pattern: "grid",
    glows: [
      [600, 380, 400, "ge"],
      [960, 200, 280, "gg"],
    ],
    body: `
<path d="M240 572H960" stroke="${C.slate}" stroke-opacity=".35" stroke-width="3"/>
<rect x="350" y="230" width="500" height="342" fill="url(#pn)" stroke="${C.slate}" stroke-opacity=".25" stroke-width="2"/>
<rect x="310" y="146" width="580" height="30" rx="10" fill="${C.navy3}" stroke="${C.teal2}" stroke-opacity=".35" stroke-width="2"/>
${stripes}
<rect x="380" y="290" width="196" height="150" rx="10" fill="${C.well}" stroke="${C.teal2}" stroke-opacity=".4" stroke-width="2"/>
<path d="M380 356H576M380 428H576" stroke="${C.slate}" stroke-opacity=".4" stroke-width="4"/>
${shelf}
<rect x="630" y="296" width="170" height="276" rx="10" fill="${C.well}" stroke="${C.teal2}" stroke-opacity=".4" stroke-width="2"/>
<rect x="652" y="318" width="126" height="120" rx="8" fill="${C.teal2}" fill-opacity=".12"/>
<rect x="666" y="344" width="98" height="34" rx="8" fill="${C.gold}" opacity=".9"/>${check("M700 361l8 8l16 -16", C.navy, 5)}
<circle cx="774" cy="460" r="8" fill="${C.gold}"/>
<rect x="246" y="420" width="86" height="80" rx="8" fill="url(#em)"/><path d="M289 420v80" stroke="${C.navy}" stroke-opacity=".3" stroke-width="6"/>
<rect x="342" y="444" width="72" height="56" rx="8" fill="${C.teal2}"/><rect x="262" y="378" width="56" height="42" rx="8" fill="url(#au)"/>
<path d="M214 470H470L446 566H238Z" fill="${C.navy2}" fill-opacity=".85"/>
<path d="M232 500H458M246 534H450M300 470L304 566M370 470L366 566" stroke="${C.gold}" stroke-opacity=".25" stroke-width="3"/>
<path d="M130 430H182L226 590H440L470 470H200" fill="none" stroke="url(#au)" stroke-width="14"/>
<circle cx="252" cy="624" r="18" fill="${C.navy}" stroke="${C.gold}" stroke-width="8"/><circle cx="414" cy="624" r="18" fill="${C.navy}" stroke="${C.gold}" stroke-width="8"/>
<g transform="rotate(-18 1000 330)"><path d="M950 272h100a12 12 0 0 1 12 12v100l-62 62l-62-62v-100a12 12 0 0 1 12-12z" fill="url(#au)"/>
<circle cx="1000" cy="306" r="12" fill="${C.navy}"/><path d="M1000 294C990 260 1010 236 1040 230" fill="none" stroke="${C.pale}" stroke-width="3"/>
${bar(972, 346, 56, 10, C.bronze, 0.6)}${bar(982, 366, 36, 8, C.bronze, 0.45)}</g>
${cube(1010, 492, 56, C.goldLight, C.gold2, C.bronze)}
${sparkle(170, 140, 16, C.gold)}${sparkle(1090, 150, 12, C.teal2)}${sparkle(940, 620, 12, C.em)}
`,
  });
}

export function daas(): string {
  const pipes = [
    [262, "M370 262C470 262 460 300 540 306"],
    [330, "M372 330H540"],
    [398, "M370 398C470 398 460 360 540 354"],
  ]
    .map(([, d]) => d)
    .join("");
  const outs = "M660 306C740 306 720 210 800 210M660 354C740 354 720 450 800 450";
  const dash = [44, 70, 56, 92, 76, 108]
    .map(
      (h, i) =>
        `<rect x="${830 + i * 36}" y="${282 - h}" width="22" height="${h}" rx="5" fill="${i === 5 ? "url(#au)" : "url(#em)"}"${i === 5 ? "" : op(0.5 + i * 0.1)}/>`,
    )
    .join("");
  const brace = (x: number, d: 1 | -1) =>
    `M${x} 396c${-14 * d} 0 ${-20 * d} 6 ${-20 * d} 20v16c0 10 ${-6 * d} 16 ${-16 * d} 16c${10 * d} 0 ${16 * d} 6 ${16 * d} 16v16c0 14 ${6 * d} 20 ${20 * d} 20`;
  return scene({
    title: "Data as a service: a database streaming through data pipelines into a dashboard and an API",
    from: C.navy,
    to: "#101f3f",
    pattern: "grid",
    glows: [
      [270, 340, 320, "gt"],
      [900, 330, 360, "ge"],
      [600, 330, 160, "gg"],
    ],
    defs: `<linearGradient id="db" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0f766e"/><stop offset=".5" stop-color="#14b8a6"/><stop offset="1" stop-color="#115e59"/></linearGradient>`,
    body: `
<path d="M150 196V452A110 32 0 0 0 370 452V196" fill="url(#db)"/>
<path d="M150 282A110 32 0 0 0 370 282M150 368A110 32 0 0 0 370 368" fill="none" stroke="${C.em}" stroke-opacity=".8" stroke-width="4"/>
<ellipse cx="260" cy="196" rx="110" ry="32" fill="url(#em)" stroke="${C.goldLight}" stroke-opacity=".4" stroke-width="2"/>
<circle cx="336" cy="326" r="6" fill="${C.gold}"/><circle cx="336" cy="412" r="6" fill="${C.gold}"/><circle cx="316" cy="328" r="6" fill="${C.em}"/><circle cx="316" cy="414" r="6" fill="${C.em}"/>
${bar(180, 318, 80, 8, C.navy, 0.35)}${bar(180, 404, 60, 8, C.navy, 0.35)}
<path d="${pipes}${outs}" fill="none" stroke="${C.line}" stroke-width="16"/>
<path d="${pipes}${outs}" fill="none" stroke="${C.teal2}" stroke-width="5" stroke-dasharray="1 16"/>
<rect x="540" y="270" width="120" height="120" rx="28" fill="url(#em)"/>
<path d="M600 294l40 20l-40 20l-40 -20z" fill="${C.navy}" opacity=".8"/>
<path d="M560 334l40 20l40 -20M560 352l40 20l40 -20" fill="none" stroke="${C.navy}" stroke-opacity=".8" stroke-width="6"/>
${card(800, 110, 290, 200, 24)}
${bar(830, 136, 110, 9, C.white, 0.8)}${dash}
<path d="M836 232L872 212L908 220L944 190L980 196L1016 164L1052 150" fill="none" stroke="${C.gold}" stroke-width="4"/>
${card(800, 350, 290, 200, 24)}
<path d="${brace(850, 1)}${brace(918, -1)}" fill="none" stroke="${C.teal2}" stroke-width="7"/>
<circle cx="866" cy="448" r="5" fill="${C.gold}"/><circle cx="884" cy="448" r="5" fill="${C.gold}"/><circle cx="902" cy="448" r="5" fill="${C.gold}"/>
${bar(966, 396, 96, 9, C.pale, 0.7)}${bar(966, 420, 72, 9, C.em, 0.75)}${bar(966, 444, 96, 9, C.pale, 0.5)}${bar(966, 468, 56, 9, C.gold, 0.75)}${bar(966, 492, 84, 9, C.pale, 0.5)}
${sparkle(600, 190, 16, C.gold)}${sparkle(120, 580, 12, C.teal2)}${sparkle(1120, 600, 12, C.em)}
`,
  });
}
