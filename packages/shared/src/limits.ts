/** Business constants of spec part 1 §9 and part 2 §9, each written once. */
export const LIMITS = {
  passwordMinLength: 8,
  passwordResetTtlMs: 60 * 60 * 1000,
  maxFileBytes: 15_728_640,
  fileNameMaxLength: 30,
  fileNameShortenedTo: 20,
  bioMaxLength: 500,
  bioMinLength: 170,
  descriptionMaxLength: 500,
  reviewMaxLength: 1500,
  signUpPortfolioMin: 1,
  signUpPortfolioMax: 3,
  settingsPortfolioMin: 1,
  settingsPortfolioMax: 4,
  advisorPortfolioMin: 1,
  advisorPortfolioMax: 5,
  /** An adviser's names (part 2 §5 Advisor application). */
  advisorNameMinLength: 4,
  /** An adviser's Instagram user, without its optional leading at-sign. */
  advisorInstagramMaxLength: 30,
  advisorProfileMaxLength: 120,
  cedulaMinDigits: 7,
  cedulaMaxDigits: 10,
  phoneDigits: 10,
  nitDigits: 9,
  graduationYearDigits: 4,
  chatMessageMaxLength: 240,
  chatHeaderNameMaxLength: 15,
  chatLinkMaxLength: 150,
  /** The chat's text box grows up to this height, then scrolls. */
  chatTextareaMaxHeightPx: 120,
  /**
   * A video call's room credential is good for joining within this time; the page asks for a
   * fresh one each time it joins (a reconnection included), so it never needs to last longer.
   */
  videoTokenLifetimeMs: 2 * 60 * 1000,
  /** A call is 1:1 (WebRTC between two browsers, no media server). */
  videoCallMaxParticipants: 2,
  /** A session description is a few kilobytes; anything far larger is not one. */
  videoSignalMaxLength: 100_000,
  /** Consultancies per page in the advisers' and clients' lists; their search waits this long. */
  consultancyPageSize: 12,
  consultancySearchDebounceMs: 500,
  notificationsKept: 20,
  notificationBadgeCap: 9,
  productPageSize: 12,
  productNameCardLength: 30,
  tablePageSizes: [5, 10, 50, 100, 300, 500],
  compactLayoutBelowPx: 992,
  deliveryTimeMaxDays: 30,
  carrierExtraDays: 3,
  warehouseAddressesMax: 3,
  bannersMax: 4,
  navbarLinksMax: 10,
  /**
   * Ambient images per product: the product form and schemas read 1–5, the supplier tables 1–3;
   * 1–5 is the one rule (decision 010).
   */
  ambientImagesMin: 1,
  ambientImagesMax: 5,
  /** Commission choices: 20–60 in the supplier tables, 20–65 in the product form (decision 010). */
  commissionMin: 20,
  commissionMax: 65,
  commissionStep: 5,
  /** The storefront's search box and the admin tables' search field. */
  searchMaxLength: 100,
  /** Complementary products shown beside a covering (part 2 §5). */
  complementaryImagesMax: 5,
  slideshowAutoplayMs: 8000,
  slideshowSpeedMs: 1200,
  productListMaxPageSize: 48,
  /** A virtual consultancy's knock, per side (part 2 §9: 1,200,000 ms). */
  knockCooldownMs: 20 * 60 * 1000,
  reminderCooldownMs: 5 * 60 * 1000,
  /** A conversation's history answers with its latest messages only, this many, oldest first. */
  chatHistoryKept: 200,
  /**
   * An adviser whose last open tab closed goes offline after this long without a new one: a
   * reload or a short network cut reconnects within it and keeps the adviser's status.
   */
  lastSocketGraceMs: 3000,
  /** How long a question to every API process (who is in a room) waits for their answers. */
  realtimeRequestsTimeoutMs: 1000,
  /**
   * Events one socket may send at once, and how many a second refill that allowance: far above a
   * page joining its rooms or a call trading its ICE candidates. A socket that spends it all is
   * flooding and is disconnected.
   */
  socketEventBurst: 100,
  socketEventsPerSecond: 20,
  redirectAfterPasswordResetMs: 7000,
  redirectAfterRecoveryEmailMs: 4000,
  redirectAfterExcelUploadMs: 5000,
  cartRemovedItemsWarningDelayMs: 3000,
  /** Stock stays reserved for a placed order this long; Wompi's checkout expires with it. */
  orderReservationMinutes: 30,
  /**
   * Units one buyer may hold reserved at once. A buyer holds one reservation at a time (checking
   * out again releases the unpaid one), so this caps a single checkout: about 280 m² of floor in
   * boxes of 1.44 m², far beyond one home, yet no account can hold a large stock at 0 unpaid.
   */
  reservedUnitsPerBuyer: 200,
  /** Orders one buyer may leave unpaid within `unpaidOrdersWindowMs`; the next checkout waits. */
  unpaidOrdersAllowed: 6,
  unpaidOrdersWindowMs: 24 * 60 * 60 * 1000,
  /** Card, Nequi and PSE payments are made in cents: COP × 100. */
  centsPerPeso: 100,
  /**
   * Failed logins allowed within `loginWindowMs` for one account from one address; the next one
   * from that address gets 429. Past the same number from all addresses together, only addresses
   * that signed in to the account before (`loginKnownAddressMs`) may keep trying.
   */
  loginFailuresAllowed: 10,
  loginWindowMs: 60 * 1000,
  loginKnownAddressMs: 30 * 24 * 60 * 60 * 1000,
  /** Reset emails one account receives within `passwordResetEmailWindowMs`; more are not sent. */
  passwordResetEmailsAllowed: 3,
  passwordResetEmailWindowMs: 60 * 60 * 1000,
  /**
   * Spaces one virtual consultancy may cover: a whole home is rarely more than a dozen rooms; a
   * larger request is a remodelling (decision 027).
   */
  virtualConsultancySpacesMax: 20,
  /** Public designers on one page of /asesoria-virtual. */
  publicDesignersPageSize: 12,
  /** Virtual consultancy file names display without their first 14 characters (part 2 §9). */
  virtualFileNameHiddenPrefix: 14,
  /** A rating's comment (part 2 §5 Rating; the hint asks for at most 40 words). */
  ratingCommentMaxLength: 500,
  ratingCommentHintWords: 40,
  /** Quoted units stay reserved for the client this long (part 1 §9: 3 days). */
  quoteReservationDays: 3,
  /** A quote's name, as its PDF and the lists show it. */
  quoteNameMaxLength: 80,
  /** Product lines one quote may hold: a whole home's materials fit many times over. */
  quoteLinesMax: 60,
  /** The largest area one quote line may ask for, in m² (a large house is 500 m² of floor). */
  quoteAreaMaxM2: 10_000,
  /** The largest shipping cost a designer may write on one quote line, in COP. */
  quoteShippingMax: 50_000_000,
  /** Spaces one remodelling may cover (the client's request). */
  remodelingSpacesMax: 30,
  /** A presential request names one to three days for the visit (decision 030). */
  presentialPreferredDatesMax: 3,
  presentialNotesMaxLength: 500,
  /** An installer's cédula (part 2 §5 Installer: 8 to 10 digits). */
  installerCedulaMinDigits: 8,
  installerCedulaMaxDigits: 10,
  /** A receipt's document number (part 2 §5: at most 10 characters, no dots). */
  receiptDocumentNumberMaxLength: 10,
  /** A tracking link a supplier adds to a quote. */
  trackingUrlMaxLength: 500,
  /** Tracking links one supplier may keep on one quote. */
  trackingsPerSupplierMax: 10,
  /** A PQRS (petición, queja, reclamo o sugerencia): its subject, its text and the answer. */
  pqrsSubjectMaxLength: 150,
  pqrsTextMaxLength: 3000,
  pqrsAnswerMaxLength: 3000,
  /** Ley 1755 de 2015, art. 14: a petition is answered within 15 business days of its filing. */
  pqrsAnswerBusinessDays: 15,
} as const;

export const MONEY = {
  ivaPercent: 19,
  virtualConsultancyPricePerSpace: 749_000,
  /**
   * The designer's share of a virtual consultancy; the platform keeps the rest (decision 027).
   * One place: the API stores the split with the consultancy, the screens only show it.
   */
  virtualConsultancyDesignerPercent: 80,
  presentialDeposit: 450_000,
  presentialDepositThreshold: 2_500_000,
} as const;
