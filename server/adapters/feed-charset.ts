/**
 * A feed's bytes as text, decoded by the charset it declares. Order of authority (RFC 7303 §3 and
 * what feed readers do): a byte-order mark, then the `Content-Type` charset, then the
 * `<?xml … encoding="…"?>` declaration, else UTF-8. A server that claims UTF-8 for bytes that are
 * not UTF-8 is common (a default header in front of a legacy feed): the declaration wins then.
 * TextDecoder (Node's full ICU) knows every WHATWG label (iso-8859-1, windows-1252, iso-8859-2, gb2312…).
 */
export function decodeFeed(bytes: Uint8Array, contentType: string | null): string {
  const bom = bomEncoding(bytes);
  if (bom) return new TextDecoder(bom).decode(bytes);
  const declared = xmlDeclarationEncoding(bytes);
  const fromHeader = decoderFor(headerCharset(contentType));
  if (fromHeader) {
    if (fromHeader.encoding !== "utf-8" || !declared || decoderFor(declared)?.encoding === "utf-8") {
      return fromHeader.decode(bytes);
    }
    try {
      return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      // Not UTF-8 after all: fall through to what the document says of itself.
    }
  }
  return (decoderFor(declared) ?? new TextDecoder("utf-8")).decode(bytes);
}

function decoderFor(label: string | undefined): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label);
  } catch {
    // An unknown label (a typo, an exotic charset): fall back rather than refuse the feed.
    return null;
  }
}

function bomEncoding(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  return null;
}

function headerCharset(contentType: string | null): string | undefined {
  return contentType?.match(/;\s*charset\s*=\s*"?([^";\s]+)"?/i)?.[1];
}

/** The declaration is ASCII in every encoding a feed uses, so the first bytes read as Latin-1 are enough. */
function xmlDeclarationEncoding(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 512));
  return head.match(/^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([^"']+)["']/)?.[1];
}
