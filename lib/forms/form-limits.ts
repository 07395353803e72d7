/**
 * The request form's names and limits that the browser's form needs too: the hidden fields' names, each text
 * field's longest value, the photos' number, size and types. Split from contract.ts so a page's JavaScript carries
 * these few values and none of the contract's labels and options. No imports: server.ts runs it without the bundler,
 * and contract.ts, which imports it, checks that each limit names one of its fields.
 */

/** The form's hidden fields. */
export const hiddenFields = {
  variant: "variant",
  /** The page's path and the town page's slug, stored with the lead. */
  page: "page",
  town: "town",
  /** One per rendered form: a double click or a retry stores one request. */
  idempotencyKey: "idempotencyKey",
  /** The analytics session, for the server's form_submit event. */
  sessionId: "sessionId",
  /** Where the visit came from, as the tab noted it (lib/analytics/attribution.ts): JSON, checked by the server. */
  visit: "visit",
  /** The honeypot: hidden from people, irresistible to form-filling bots. */
  honeypot: "website",
  /**
   * The price guide's job and size, when the visitor came from its answer. Only these: the server prices them from
   * the price list itself (lib/content/price-guide.ts priceEstimate), so a figure sent along would mean nothing.
   */
  estimateJob: "estimateJob",
  estimateSize: "estimateSize",
} as const;

/**
 * The longest value of each text field, in characters: the form's maxlength and the validation's limit. The phone
 * number has a maxlength only; the server parses it instead.
 */
export const maxLengths = {
  name: 100,
  email: 254,
  phone: 30,
  address: 200,
  message: 2000,
} as const;

/**
 * The tab's visit JSON (hidden field `visit`) is at most this long; a longer one is ignored (the lead is still
 * taken). Here so the server's body limit can count it (lib/security/body-limits.ts).
 */
export const maxVisitLength = 4096;

/** Photos with one request (full form only), each at most this large as sent. */
export const maxPhotos = 5;
export const maxPhotoMegabytes = 10;
export const maxPhotoBytes = maxPhotoMegabytes * 1024 * 1024;
/** The photo formats accepted, by content type. */
export const photoContentTypes = ["image/jpeg", "image/png", "image/heic", "image/heif", "image/webp"] as const;
