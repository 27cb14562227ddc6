/**
 * The bytes a pdfkit document writes, gathered from its stream: call before drawing, await after
 * `doc.end()`. (The resume and the Key Facts statements are both drawn with pdfkit.)
 */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}
