/**
 * Hostile inputs the server still mishandles, each with the bug it shows.
 * The suite runs them apart and asserts that each entry still fails in the
 * way written here; once a bug is fixed its entry fails the suite ("fixed?
 * remove it from knownFailures") and must go. A case is named
 * `<operation> as <caller>: <part>.<path>: <value>`.
 */

/**
 * How a case fails: a 5xx, a 2xx to input that must be refused, a 4xx
 * outside the error envelope, or a refusal that wrote something anyway.
 */
export type Failure = '5xx' | 'accepted' | 'not-envelope' | 'written';

export interface KnownFailure {
  /** The bug, with a minimal reproduction. */
  bug: string;
  /** How its cases fail (some fail one way or another, by the state earlier cases left). */
  failures: readonly Failure[];
  /** The cases it covers, by name. */
  cases: RegExp;
}

export const knownFailures: readonly KnownFailure[] = [
  {
    bug: 'router errors leave without the envelope: GET /api/1.0/callout/%ED%A0%80 → 400 {"error":"Bad Request","code":"FST_ERR_BAD_URL",…,"statusCode":400}; a path parameter over 100 characters → 414 FST_ERR_MAX_PARAM_LENGTH',
    failures: ['not-envelope'],
    cases: /: params\.\w+: (a lone surrogate as UTF-8|a broken percent-escape|101 characters|5,000 characters)$/,
  },
  {
    bug: 'a NUL escaped in the rules JSON passes the text guard and reaches PostgreSQL: GET /api/1.0/callout?rules={"condition":"AND","rules":[{"field":"title","operator":"equal","value":["a\\u0000b"]}]} → 500',
    failures: ['5xx'],
    cases: /: query\.rules: rules with a NUL$/,
  },
  {
    bug: 'a lone surrogate escaped in the rules JSON is not refused: GET /api/1.0/callout?rules={…"value":["a\\ud800b"]…} → 200',
    failures: ['accepted'],
    cases: /: query\.rules: rules with a lone surrogate$/,
  },
  {
    bug: 'rule dates outside years 1-9999 in UTC reach PostgreSQL: GET /api/1.0/callout?rules={"condition":"AND","rules":[{"field":"starts","operator":"less","value":["0000-01-01T00:00:00Z"]}]} → 500 (also 0001-01-01T00:00:00+23:59, 9999-12-31T23:59:59-23:59; PATCH callout-responses too)',
    failures: ['5xx'],
    cases:
      /: (query|body)\.rules: rules on a date with (0000-01-01T00:00:00Z|0001-01-01T00:00:00\+23:59|9999-12-31T23:59:59-23:59)$/,
  },
  {
    bug: 'date-time fields take an offset that moves the year out of 1-9999: PATCH /api/1.0/callout/{id} {"expires":"9999-12-31T23:59:59-23:59"} → 500 (also starts, role dateAdded/dateExpires, API key expires, 0001-01-01T00:00:00+23:59); opening a draft with {"starts":"0001-01-01T00:00:00+23:59"} → 200, starts now',
    failures: ['5xx', 'accepted'],
    cases: /: body\.[\w.]+: date (0001-01-01T00:00:00\+23:59|9999-12-31T23:59:59-23:59)$/,
  },
  {
    bug: 'free-form JSON of a call-out is stored however deep: PATCH /api/1.0/callout/{id} {"newsletterSchema":{"a":[[[…10,000 deep…]]]}} → 500; a NUL deeper than the text guard looks (64) → 500 (also responseViewSchema.map and .imageFilter, and POST callout)',
    failures: ['5xx'],
    cases:
      /: body\.(newsletterSchema|responseViewSchema\.(map|imageFilter))[\w.]*: (10,000 nested arrays( inside)?|a NUL 100 objects down)$/,
  },
  {
    bug: 'a call-out\'s responseViewSchema.imageFilter, a rule group, is stored without being checked: PATCH /api/1.0/callout/{id} {"responseViewSchema":{…,"imageFilter":{"condition":"AND","rules":[{"field":"hostile","operator":"equal","value":["x"]}]}}} → 200 (API.md: an invalid rule is a 400 invalid-rule); nested 10,000 deep → 500 as above',
    failures: ['accepted', '5xx'],
    cases: /: body\.responseViewSchema\.imageFilter: rules /,
  },
  {
    bug: 'a broken multipart form is a 500: POST /api/1.0/images with Content-Type multipart/form-data and no boundary (or the form cut off) → 500',
    failures: ['5xx'],
    cases: /: form: multipart (without a boundary|cut off)$/,
  },
  {
    bug: 'body scalars of the wrong type are coerced, not refused (ajv coerceTypes applies to bodies too): PATCH /api/1.0/contact/{id} {"firstname":null} → 200 and firstname is now "" ({"firstname":12345} → "12345", {"newsletterGroups":"x"} → ["x"], {"deliveryOptIn":1} → true)',
    failures: ['accepted'],
    cases: /: body\.[^:]+: (item )?(null|a number|the number 1|a numeric string|a bare string)$/,
  },
];
