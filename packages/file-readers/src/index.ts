// @clarity/file-readers: the one CSV reader and the one untrusted-XML reader that the API's market
// imports and the SDK's broker parsers share. Internal: the SDK bundles it, the API depends on it;
// no browser bundle imports it.
export { csvField, parseCsv, type CsvProblem, type CsvRow } from './csv.js';
export { detectDelimiter, splitCsvRecord, type CsvDelimiter } from './csv-record.js';
export { parseUntrustedXml, startTagLines, xmlBreak, type XmlResult } from './untrusted-xml.js';
