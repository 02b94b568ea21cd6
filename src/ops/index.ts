import type { AnyOperation } from '../core/operation.js';
import colorConvert from './color-convert/color-convert.op.js';
import convertCase from './convert-case/convert-case.op.js';
import currencyConvert from './currency-convert/currency-convert.op.js';
import currencyRates from './currency-rates/currency-rates.op.js';
import timestamp from './timestamp/timestamp.op.js';
import timezoneAbbreviation from './timezone-abbreviation/timezone-abbreviation.op.js';
import timezoneConvert from './timezone-convert/timezone-convert.op.js';
import cronExplain from './cron-explain/cron-explain.op.js';
import sqlFormat from './sql-format/sql-format.op.js';
import regexTest from './regex-test/regex-test.op.js';
import markdownToHtml from './markdown-to-html/markdown-to-html.op.js';
import convertData from './convert-data/convert-data.op.js';
import csvToJson from './csv-to-json/csv-to-json.op.js';
import diff from './diff/diff.op.js';
import jsonDiff from './json-diff/json-diff.op.js';
import jsonPatch from './json-patch/json-patch.op.js';
import jsonFormat from './json-format/json-format.op.js';
import xmlFormat from './xml-format/xml-format.op.js';
import jsonQuery from './json-query/json-query.op.js';
import jsonToCsv from './json-to-csv/json-to-csv.op.js';
import jsonToToon from './json-to-toon/json-to-toon.op.js';
import toonToJson from './toon-to-json/toon-to-json.op.js';
import loremIpsum from './lorem-ipsum/lorem-ipsum.op.js';
import uuid from './uuid/uuid.op.js';
import passwordGenerate from './password-generate/password-generate.op.js';
import transferFees from './transfer-fees/transfer-fees.op.js';
import mortgageAffordability from './mortgage-affordability/mortgage-affordability.op.js';
import usSocialSecurityEstimate from './us-social-security-estimate/us-social-security-estimate.op.js';
import llcCosts from './llc-costs/llc-costs.op.js';
import yearEndChecklist from './year-end-checklist/year-end-checklist.op.js';
import financeScore from './finance-score/finance-score.op.js';
import costIndex from './cost-index/cost-index.op.js';
import esNominaBrutoNeto from './es-nomina-bruto-neto/es-nomina-bruto-neto.op.js';
import esPensionJubilacion from './es-pension-jubilacion/es-pension-jubilacion.op.js';
import esModelo130 from './es-modelo-130/es-modelo-130.op.js';
import esCuotaAutonomos from './es-cuota-autonomos/es-cuota-autonomos.op.js';
import ukStatePension from './uk-state-pension/uk-state-pension.op.js';
import ukSelfAssessment from './uk-self-assessment/uk-self-assessment.op.js';
import estimatedTaxPenalty from './estimated-tax-penalty/estimated-tax-penalty.op.js';
import usEstimatedTax from './us-estimated-tax/us-estimated-tax.op.js';
import savingsGoal from './savings-goal/savings-goal.op.js';
import invoiceAging from './invoice-aging/invoice-aging.op.js';
import cashFlowForecast from './cash-flow-forecast/cash-flow-forecast.op.js';
import hourlyToSalary from './hourly-to-salary/hourly-to-salary.op.js';
import conferenceTripCost from './conference-trip-cost/conference-trip-cost.op.js';
import wordCount from './word-count/word-count.op.js';
import base64Decode from './base64-decode/base64-decode.op.js';
import base64Encode from './base64-encode/base64-encode.op.js';
import baseEncoding from './base-encoding/base-encoding.op.js';
import stringEscape from './string-escape/string-escape.op.js';
import htmlEntitiesDecode from './html-entities-decode/html-entities-decode.op.js';
import htmlEntitiesEncode from './html-entities-encode/html-entities-encode.op.js';
import numberBase from './number-base/number-base.op.js';
import hash from './hash/hash.op.js';
import hmac from './hmac/hmac.op.js';
import jwtDecode from './jwt-decode/jwt-decode.op.js';
import slugify from './slugify/slugify.op.js';
import urlDecode from './url-decode/url-decode.op.js';
import urlEncode from './url-encode/url-encode.op.js';
import urlParse from './url-parse/url-parse.op.js';
import urlBuild from './url-build/url-build.op.js';
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
  baseEncoding,
  urlEncode,
  urlDecode,
  urlParse,
  urlBuild,
  htmlEntitiesEncode,
  htmlEntitiesDecode,
  stringEscape,
  numberBase,
  jsonFormat,
  jsonQuery,
  xmlFormat,
  csvToJson,
  jsonToCsv,
  convertData,
  jsonToToon,
  toonToJson,
  diff,
  jsonDiff,
  jsonPatch,
  sqlFormat,
  regexTest,
  markdownToHtml,
  timestamp,
  timezoneConvert,
  cronExplain,
  timezoneAbbreviation,
  colorConvert,
  hash,
  hmac,
  jwtDecode,
  currencyRates,
  currencyConvert,
  uuid,
  passwordGenerate,
  hourlyToSalary,
  savingsGoal,
  invoiceAging,
  transferFees,
  cashFlowForecast,
  conferenceTripCost,
  mortgageAffordability,
  estimatedTaxPenalty,
  usEstimatedTax,
  usSocialSecurityEstimate,
  llcCosts,
  yearEndChecklist,
  financeScore,
  costIndex,
  esNominaBrutoNeto,
  esModelo130,
  esCuotaAutonomos,
  esPensionJubilacion,
  ukStatePension,
  ukSelfAssessment,
  listCalculators,
  listUtilities,
  listDatasets,
  listGuides,
  listNews,
  getGuide,
  getNews,
];
