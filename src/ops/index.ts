import type { AnyOperation } from '../core/operation.js';
import colorConvert from './color-convert/color-convert.op.js';
import convertCase from './convert-case/convert-case.op.js';
import currencyConvert from './currency-convert/currency-convert.op.js';
import currencyRates from './currency-rates/currency-rates.op.js';
import timestamp from './timestamp/timestamp.op.js';
import timezoneAbbreviation from './timezone-abbreviation/timezone-abbreviation.op.js';
import timezoneConvert from './timezone-convert/timezone-convert.op.js';
import convertData from './convert-data/convert-data.op.js';
import csvToJson from './csv-to-json/csv-to-json.op.js';
import diff from './diff/diff.op.js';
import jsonFormat from './json-format/json-format.op.js';
import jsonToCsv from './json-to-csv/json-to-csv.op.js';
import jsonToToon from './json-to-toon/json-to-toon.op.js';
import toonToJson from './toon-to-json/toon-to-json.op.js';
import loremIpsum from './lorem-ipsum/lorem-ipsum.op.js';
import uuid from './uuid/uuid.op.js';
import wordCount from './word-count/word-count.op.js';
import base64Decode from './base64-decode/base64-decode.op.js';
import base64Encode from './base64-encode/base64-encode.op.js';
import htmlEntitiesDecode from './html-entities-decode/html-entities-decode.op.js';
import htmlEntitiesEncode from './html-entities-encode/html-entities-encode.op.js';
import slugify from './slugify/slugify.op.js';
import urlDecode from './url-decode/url-decode.op.js';
import urlEncode from './url-encode/url-encode.op.js';
import getGuide from './get-guide/get-guide.op.js';
import getNews from './get-news/get-news.op.js';
import listCalculators from './list-calculators/list-calculators.op.js';
import listDatasets from './list-datasets/list-datasets.op.js';
import listGuides from './list-guides/list-guides.op.js';
import listNews from './list-news/list-news.op.js';
import listUtilities from './list-utilities/list-utilities.op.js';

/** The registry: every operation, in display order within its category. Adding an operation = its folder + one line here. */
export const operations: readonly AnyOperation[] = [
  slugify,
  convertCase,
  wordCount,
  loremIpsum,
  base64Encode,
  base64Decode,
  urlEncode,
  urlDecode,
  htmlEntitiesEncode,
  htmlEntitiesDecode,
  jsonFormat,
  csvToJson,
  jsonToCsv,
  convertData,
  jsonToToon,
  toonToJson,
  diff,
  timestamp,
  timezoneConvert,
  timezoneAbbreviation,
  colorConvert,
  currencyRates,
  currencyConvert,
  uuid,
  listCalculators,
  listUtilities,
  listDatasets,
  listGuides,
  listNews,
  getGuide,
  getNews,
];
