/**
 * Packages that only some calls need, imported on their first use instead of at start-up:
 * importing exceljs (about 400 ms) and pdfkit (250 ms) was a third of the 1.9 s the server
 * spent loading modules before it could open the database (decision record 019, start-up).
 * Node keeps a module once imported, so later calls pay nothing.
 */
export const loadExcelJs = async () => (await import('exceljs')).default;
export const loadPdfKit = async () => (await import('pdfkit')).default;
