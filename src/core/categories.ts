/**
 * Categories group operations on the reference page, in OpenAPI tags and in the catalogs, and the browser tools
 * (src/browser-tools/) on the site and in list-utilities. Order here is display order. A category may have no API
 * operation ('images', 'pdf': file tools run in the browser only); the reference page, OpenAPI and llms.txt show only
 * the categories that have operations.
 */
export const categories = {
  text: {
    title: 'Text',
    description: 'Slugs, letter case, word counts and filler text.',
    es: { title: 'Texto', description: 'Slugs, mayúsculas y minúsculas, recuento de palabras y texto de relleno.' },
  },
  encoding: {
    title: 'Encoding',
    description: 'Base64, hex, Base32 and Base58, percent-encoding, URLs taken apart and built, string escapes and HTML entities, and integers between number bases.',
    es: {
      title: 'Codificación',
      description: 'Base64, hexadecimal, Base32 y Base58, codificación por porcentajes, URL analizadas y construidas, escapes de cadenas y entidades HTML, y enteros entre bases numéricas.',
    },
  },
  data: {
    title: 'Data',
    description: 'JSON, CSV, YAML, TOON, XML and TOML: validation, formatting and conversion that never rounds a number, JSON queries, diffs and patches, and line diffs.',
    es: {
      title: 'Datos',
      description: 'JSON, CSV, YAML, TOON, XML y TOML: validación, formato y conversión sin redondear nunca un número, consultas, diferencias y parches JSON, y diferencias línea a línea.',
    },
  },
  code: {
    title: 'Code',
    description: 'Regular expressions tested safely, SQL formatted for its dialect, and Markdown turned into safe HTML.',
    es: {
      title: 'Código',
      description: 'Expresiones regulares probadas sin riesgo, SQL formateado según su dialecto y Markdown convertido en HTML seguro.',
    },
  },
  time: {
    title: 'Time',
    description: 'Timestamps, time-zone conversion and abbreviations from the IANA time zone database, and cron schedules explained.',
    es: { title: 'Tiempo', description: 'Marcas de tiempo, conversión entre zonas horarias y sus abreviaturas según la base de datos de IANA, y programaciones cron explicadas.' },
  },
  color: {
    title: 'Color',
    description: 'Color notations: hex, rgb(), hsl(), hwb(), lab(), lch(), oklch(), color() and CSS names.',
    es: { title: 'Color', description: 'Notaciones de color: hex, rgb(), hsl(), hwb(), lab(), lch(), oklch(), color() y nombres CSS.' },
  },
  crypto: {
    title: 'Hashes and tokens',
    description: 'Hashes, HMACs and JSON Web Tokens: digests of text or bytes, and JWTs decoded with their signature checked.',
    es: {
      title: 'Hash y tokens',
      description: 'Hash, HMAC y tokens web JSON (JWT): resúmenes de texto o de bytes, y tokens JWT decodificados con su firma comprobada.',
    },
  },
  currency: {
    title: 'Currency',
    description: 'Euro foreign exchange reference rates of the European Central Bank, and conversions with them.',
    es: { title: 'Divisas', description: 'Tipos de cambio de referencia del euro del Banco Central Europeo (BCE) y conversiones con ellos.' },
  },
  generators: {
    title: 'Generators',
    description: 'Random identifiers, passwords and passphrases.',
    es: { title: 'Generadores', description: 'Identificadores, contraseñas y frases de contraseña aleatorios.' },
  },
  images: {
    title: 'Images',
    description: 'Resize, compress, convert and strip the metadata of images, in your browser: the file never leaves your device.',
    es: {
      title: 'Imágenes',
      description: 'Redimensiona, comprime, convierte imágenes y elimina sus metadatos en tu navegador: el archivo no sale de tu dispositivo.',
    },
  },
  pdf: {
    title: 'PDF',
    description: 'Merge, split, rotate and reorder PDFs, and turn images into a PDF and pages into images, in your browser: the file never leaves your device.',
    es: {
      title: 'PDF',
      description: 'Une, divide, gira y reordena PDF, y convierte imágenes en PDF y páginas en imágenes en tu navegador: el archivo no sale de tu dispositivo.',
    },
  },
  planning: {
    title: 'Freelancer planning',
    description: 'Money planners for freelancers: salary equivalents, emergency funds, unpaid invoices, transfer costs, cash flow, trips and mortgages.',
    es: {
      title: 'Planificación para autónomos',
      description: 'Planificadores financieros para autónomos: salario equivalente, fondo de emergencia, facturas impagadas, coste de transferencias, tesorería, viajes e hipotecas.',
    },
  },
  'us-tax': {
    title: 'US tax and benefits',
    description: 'US federal rules for the self-employed: estimated-tax penalties, Social Security, LLC costs, year-end planning.',
    es: {
      title: 'Impuestos y prestaciones en EE. UU.',
      description: 'Normas federales de EE. UU. para trabajadores por cuenta propia: recargos por pagos estimados, Seguridad Social, costes de una LLC y planificación de fin de año.',
    },
  },
  'spain-uk': {
    title: 'Spain and UK',
    description: 'Spanish payroll, quarterly income-tax prepayments and pensions, and the UK State Pension.',
    es: {
      title: 'España y Reino Unido',
      description: 'Nóminas, pagos fraccionados del IRPF y pensiones en España, y la pensión estatal del Reino Unido.',
    },
  },
  content: {
    title: 'Content',
    description: 'Catalogs of the calculators, utilities and datasets, and the guides and news briefs, in English and Spanish.',
    es: { title: 'Contenido', description: 'Catálogos de calculadoras, utilidades y conjuntos de datos, y las guías y noticias, en inglés y en español.' },
  },
} as const satisfies Record<string, { title: string; description: string; es: { title: string; description: string } }>;

export type Category = keyof typeof categories;
