import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Real-world feed shapes (tests/fixtures/feeds): each document is written for this project, in the
 * structure, encoding, namespaces and quirks of the public document named in `shape`. Non-UTF-8
 * fixtures are stored as the bytes the real feed sends. `expect` is what the parser must make of it.
 */
export type CorpusFeed = {
  file: string;
  /** The Content-Type the loopback server answers with (charset there, in the XML, or both). */
  contentType: string;
  shape: string;
  expect: {
    source: string;
    count: number;
    /** The newest entry; `link` starting with "/" is relative to the loopback server. */
    first: { title: string; link: string; publishedAt?: string };
    /** A phrase of some entry's description, with its spaces, accents and punctuation. */
    description: string;
    /** Entries without a date of their own (they come last). */
    undated?: number;
  };
};

export const FEED_CORPUS: CorpusFeed[] = [
  {
    file: "jn-iso-8859-1.rss",
    contentType: "application/rss+xml; charset=ISO-8859-1",
    shape:
      "rss-parser test/input/encoding.rss: Jornal de Notícias via FeedBurner, ISO-8859-1 in header and XML declaration, CDATA titles, escaped tracking pixel, pubDate with trailing whitespace",
    expect: {
      source: "Jornal de Notícias - Últimas",
      count: 3,
      first: {
        title: "Reações dos partidos à decisão do Presidente",
        link: "http://feeds.jn.pt/~r/JN-ULTIMAS/~3/bbb222/reacoes-dos-partidos.html",
        publishedAt: "2018-01-03T13:48:00.000Z",
      },
      description: "mãe de uma criança de três anos, é a nova presidente da direção.",
    },
  },
  {
    file: "uol-localised-dates.rss",
    contentType: "text/xml; charset=iso-8859-1",
    shape:
      "rss-parser test/input/uolNoticias.rss: UOL, ISO-8859-1 declared only in Content-Type, no XML declaration, <rss> without version, Portuguese RFC 822 dates (Seg, 24 Set 2018), CDATA links",
    expect: {
      source: "UOL Notícias",
      count: 3,
      first: {
        title: "Pesquisa mostra empate técnico no segundo turno",
        link: "https://noticias.uol.com.br/politica/2018/09/24/pesquisa-empate-tecnico.htm",
        publishedAt: "2018-09-24T22:42:40.000Z",
      },
      description: "Nova York, 24 set (EFE).- O índice fechou",
    },
  },
  {
    file: "folha-rss091.rss",
    contentType: "application/xml",
    shape:
      "rss-parser test/input/rss091.rss: Folha RSS 0.91, blank line before the XML declaration, ISO-8859-1 declared only in the XML, no dates anywhere, escaped links and double-escaped quotes",
    expect: {
      source: "Folha.com - Colunas - Futebol na Rede",
      count: 2,
      first: {
        title: "Vida de jogador: trocar seis por meia dúzia",
        link: "http://redir.folha.com.br/redir/online/folha/colunas/futebolnarede/rss091/*http://www1.folha.uol.com.br/folha/colunas/futebolnarede/1001-vida-de-jogador.shtml",
      },
      description: 'procuradas: "guerreiro" é elogio. Leia mais',
      undated: 2,
    },
  },
  {
    file: "feedparser-cp1252-overrides.rss",
    contentType: "text/xml; charset=windows-1252",
    shape:
      "feedparser tests/encoding/http_text_xml_charset_overrides_encoding_2.xml: windows-1252 header over an iso-8859-1 declaration, no channel title, no dates",
    expect: {
      source: "127.0.0.1",
      count: 2,
      first: { title: "Price list “updated”", link: "http://purl.org/rss/2.0/?item" },
      description: "This costs £5 – “cheap”… or €6.",
      undated: 2,
    },
  },
  {
    file: "atom03-cp1252.xml",
    contentType: "application/atom+xml",
    shape:
      'feedparser tests/encoding/x80_cp1252.xml (Atom 0.3, cp1252 only in the XML declaration) with Atom 0.3 entries (issued/modified, mode="escaped" content)',
    expect: {
      source: "€ Watch",
      count: 2,
      first: {
        title: "Euro hits “record” high",
        link: "http://example.org/2004/01/31/euro",
        publishedAt: "2004-01-31T12:29:29.000Z",
      },
      description: "The € rose again. Traders – surprised.",
    },
  },
  {
    file: "latin2-pl.rss",
    contentType: "text/xml",
    shape: "rss-parser test/input/latin2.rss: Polish RSS 2.0 in ISO-8859-2 (XML declaration only), enclosure",
    expect: {
      source: "Przykład.pl - wiadomości",
      count: 1,
      first: {
        title: "Zażółć gęślą jaźń",
        link: "http://www.example.pl/news/1",
        publishedAt: "2019-10-18T15:27:37.000Z",
      },
      description: "Szedł Sasza suchą szosą.",
    },
  },
  {
    file: "gb2312-qq.xml",
    contentType: "text/xml",
    shape:
      "rss-parser test/input/encoding-gb2312.xml: QQ news, GB2312, blank lines and an xml-stylesheet PI before <rss>, dates without a zone, empty <category/>",
    expect: {
      source: "新闻国内",
      count: 2,
      first: {
        title: "城市公园今日开放",
        link: "http://news.qq.com/a/20180918/000001.htm",
        publishedAt: "2018-09-18T14:38:10.000Z",
      },
      description: "新的城市公园今天向市民开放，欢迎参观。",
    },
  },
  {
    file: "github-releases.atom",
    contentType: "application/atom+xml; charset=utf-8",
    shape: "rss-parser test/input/gulp-atom.atom: GitHub releases Atom with root-relative entry links, media:thumbnail",
    expect: {
      source: "Release notes from gulp",
      count: 2,
      first: { title: "v3.9.0", link: "/gulpjs/gulp/releases/tag/v3.9.0", publishedAt: "2015-06-01T21:49:41.000Z" },
      description: "Adds a task flag. Faster watch",
    },
  },
  {
    file: "rfc4287-xhtml.atom",
    contentType: "application/atom+xml",
    shape:
      'RFC 4287 §1.1 extended example: nested relative xml:base, type="xhtml" content, title and summary, an enclosure link',
    expect: {
      source: "dive into mark",
      count: 2,
      first: { title: "Less is more", link: "http://example.org/blog/2005/03/less" },
      description: "[Update: The Atom draft is finished.] Next line, and bold words.",
    },
  },
  {
    file: "craigslist-rdf.rss",
    contentType: "application/rss+xml",
    shape:
      "rss-parser test/input/craigslist.rss: RSS 1.0 (rdf:RDF) with items beside the channel, dc:date only, enc:enclosure, CDATA, bidi control entities",
    expect: {
      source: "craigslist seattle | activity partners search",
      count: 3,
      first: {
        title: "Chess partner wanted (Capitol Hill)",
        link: "http://seattle.craigslist.org/see/act/5000000001.html",
        publishedAt: "2015-12-19T14:01:00.000Z",
      },
      description: "Are you an HSP? [...]",
    },
  },
  {
    file: "netscape-rss090.rdf",
    contentType: "application/rdf+xml",
    shape: "the RSS 0.90 specification's sample (Netscape, rdf:RDF with the 0.9 namespace): titles and links only",
    expect: {
      source: "Mozilla Dot Org",
      count: 2,
      first: { title: "New Status Updates", link: "http://www.mozilla.org/status/" },
      description: "",
      undated: 2,
    },
  },
  {
    file: "userland-rss092.xml",
    contentType: "text/xml",
    shape:
      "the RSS 0.92 specification's sample (UserLand, backend.userland.com/rss092): no item dates, cloud, source, enclosure, escaped HTML",
    expect: {
      source: "Scripting News Sample",
      count: 2,
      first: {
        title: "Outline of the RSS 0.92 changes",
        link: "http://www.scripting.com/2002/09/29.html#rss092",
        publishedAt: "2002-09-30T11:00:00.000Z",
      },
      description: "It's here: all sub-elements of item are optional.",
      undated: 2,
    },
  },
  {
    file: "guardian-football.rss",
    contentType: "application/rss+xml; charset=utf-8",
    shape:
      "rss-parser test/input/guardian.rss: Guardian RSS 2.0, escaped HTML with </p><p>, <ul><li> and <br>, media:content, dc:date",
    expect: {
      source: "Football | The Guardian",
      count: 2,
      first: {
        title: "Cup final: build-up – live",
        link: "https://www.theguardian.com/football/live/2025/mar/01/cup-final-live",
        publishedAt: "2025-03-01T14:05:12.000Z",
      },
      description:
        "arrived at Wembley Clockwatch returns at 3pm Team news at 2pm Kick-off is at 4.30pm. Join us live! Transfer",
    },
  },
  {
    file: "bbc-technology.rss",
    contentType: "application/xml",
    shape:
      "BBC News technology feed (a default source): CDATA everywhere, xml-stylesheet PI, guid isPermaLink=false, media:thumbnail",
    expect: {
      source: "BBC News",
      count: 2,
      first: {
        title: "Chip makers race to build smaller transistors",
        link: "https://www.bbc.co.uk/news/articles/c0example1",
        publishedAt: "2025-03-04T09:12:44.000Z",
      },
      description: "It takes four minutes per shirt.",
    },
  },
  {
    file: "reddit-double-escaped.rss",
    contentType: "application/rss+xml; charset=UTF-8",
    shape:
      'rss-parser test/input/reddit.rss (self-post descriptions with <!-- SC_OFF --><div class="md">), the description escaped twice as issue 22 saw it',
    expect: {
      source: "r/selfhosted",
      count: 2,
      first: {
        title: "What do you run on your home server?",
        link: "https://www.reddit.com/r/selfhosted/comments/abc123/what_do_you_run/",
        publishedAt: "2015-11-12T22:27:28.000Z",
      },
      description: "I'm curious what everyone runs. Mine: a feed reader and a wiki. submitted by example [link]",
    },
  },
  {
    file: "reddit-inline-html.rss",
    contentType: "application/rss+xml; charset=UTF-8",
    shape: "rss-parser test/input/reddit-atom.rss: unescaped HTML elements (table, a, img, br) inside <description>",
    expect: {
      source: "reddit: the front page of the internet",
      count: 2,
      first: {
        title: "The difficulties of space",
        link: "https://www.reddit.com/r/space/comments/42aaaa/the_difficulties_of_space/",
        publishedAt: "2016-01-23T15:40:37.000Z",
      },
      description: "submitted by example to space [link][959 comments]",
    },
  },
  {
    file: "heise-developer.atom",
    contentType: "application/atom+xml",
    shape: "rss-parser test/input/heise.atom: German Atom 1.0, CDATA html content, summary with &amp;quot;",
    expect: {
      source: "heise developer neueste Meldungen",
      count: 2,
      first: {
        title: "Java-Anwendungsserver: Version 10 ist frei",
        link: "http://www.heise.de/developer/meldung/Java-Anwendungsserver-Version-10-1000001.html?wt_mc=rss.developer.beitrag.atom",
        publishedAt: "2016-02-01T16:22:00.000Z",
      },
      description: 'Versionen der gleichen "Klasse" arbeitet.',
    },
  },
  {
    file: "feedburner-blogger.atom",
    contentType: "text/xml; charset=UTF-8",
    shape:
      "rss-parser test/input/feedburner.atom: Blogger Atom through FeedBurner, stylesheet PIs, edit/self/replies links before the alternate one, category terms",
    expect: {
      source: "Example Developer Blog",
      count: 2,
      first: {
        title: "Client library will soon require Java 7+",
        link: "http://feedproxy.google.com/~r/example/dev/~3/abc/java-7.html",
        publishedAt: "2016-06-03T14:38:00.000Z",
      },
      description: "releases will need Java 7. Why this change is happening The reasons are: Java 6 is outdated.",
    },
  },
  {
    file: "giantbomb-podcast.rss",
    contentType: "application/rss+xml",
    shape:
      "rss-parser test/input/giantbomb-podcast.rss: iTunes podcast, audio enclosures and media:content, a PDT zone, an item with only a permalink guid",
    expect: {
      source: "Example Bombcast",
      count: 2,
      first: {
        title: "Episode 500: The Big One",
        link: "http://www.giantbomb.com/podcasts/episode-500/1600-1000/",
        publishedAt: "2017-06-28T00:30:00.000Z",
      },
      description: "Five hundred episodes & counting. Plus: mail.",
    },
  },
  {
    file: "wordpress-content-encoded.rss",
    contentType: "application/rss+xml; charset=UTF-8",
    shape:
      "rss-parser test/input/content-encoded.rss: WordPress, empty CDATA description, content:encoded with headings",
    expect: {
      source: "Example Engineering Blog",
      count: 2,
      first: {
        title: "Shipping faster with small batches",
        link: "https://blog.example.com/2017/10/small-batches/",
        publishedAt: "2017-10-09T15:00:57.000Z",
      },
      description: "Why small Small changes are easy to review. How Merge daily…",
    },
  },
  {
    file: "instant-article.rss",
    contentType: "application/rss+xml",
    shape: "rss-parser test/input/instant-article.rss: Facebook Instant Articles, a whole HTML page in content:encoded",
    expect: {
      source: "Example News – Instant Articles",
      count: 2,
      first: {
        title: "Mountains reopen after the storm",
        link: "https://news.example.com/2014/12/mountains-reopen",
        publishedAt: "2014-12-11T04:44:16.000Z",
      },
      description: "Lifts open on Friday. Snow is deep.",
    },
  },
  {
    file: "atom-no-title-no-dates.atom",
    contentType: "application/atom+xml",
    shape:
      "rss-parser test/input/missing-fields.atom (GitHub releases without a feed title) with entries missing <updated>",
    expect: {
      source: "127.0.0.1",
      count: 3,
      first: {
        title: "v1.9.0",
        link: "https://github.com/example/tool/releases/tag/v1.9.0",
        publishedAt: "2019-03-01T09:00:00.000Z",
      },
      description: "Major release.",
      undated: 2,
    },
  },
];

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", "feeds");

/** The stored bytes of a fixture (never re-encoded: charsets are the point of several). */
export const feedFixture = (file: string) => fs.readFileSync(path.join(FIXTURES, file));

export type FeedServer = {
  url: string;
  /** Serves `body` at `pathname` with this Content-Type until closed. */
  serve(pathname: string, body: string | Uint8Array, contentType: string, status?: number): void;
  hits(pathname: string): number;
  close(): Promise<void>;
};

/** A loopback server for feed documents and provider answers, each registered by path. */
export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, { body: string | Uint8Array; type: string; status: number }>();
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://loopback");
    counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
    const route = routes.get(pathname);
    if (!route) return void res.writeHead(404).end();
    res.writeHead(route.status, { "Content-Type": route.type }).end(route.body);
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    serve: (pathname, body, type, status = 200) => void routes.set(pathname, { body, type, status }),
    hits: (pathname) => counts.get(pathname) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
