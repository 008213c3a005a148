/**
 * Business constants of spec part 1 §9 and part 2 §9, each written once, read as `LIMITS.name`
 * (`./limits.ts`). One export each, so a page's bundle keeps only the ones it reads.
 */
export const passwordMinLength = 8;
export const passwordResetTtlMs = 60 * 60 * 1000;
export const maxFileBytes = 15_728_640;
export const fileNameMaxLength = 30;
export const fileNameShortenedTo = 20;
export const bioMaxLength = 500;
export const bioMinLength = 170;
export const descriptionMaxLength = 500;
export const reviewMaxLength = 1500;
export const signUpPortfolioMin = 1;
export const signUpPortfolioMax = 3;
export const settingsPortfolioMin = 1;
export const settingsPortfolioMax = 4;
export const advisorPortfolioMin = 1;
export const advisorPortfolioMax = 5;
/** An adviser's names (part 2 §5 Advisor application). */
export const advisorNameMinLength = 4;
/** An adviser's Instagram user, without its optional leading at-sign. */
export const advisorInstagramMaxLength = 30;
export const advisorProfileMaxLength = 120;
export const cedulaMinDigits = 7;
export const cedulaMaxDigits = 10;
export const phoneDigits = 10;
export const nitDigits = 9;
export const graduationYearDigits = 4;
export const chatMessageMaxLength = 240;
export const chatHeaderNameMaxLength = 15;
export const chatLinkMaxLength = 150;
/** The chat's text box grows up to this height, then scrolls. */
export const chatTextareaMaxHeightPx = 120;
/**
 * A video call's room credential is good for joining within this time; the page asks for a
 * fresh one each time it joins (a reconnection included), so it never needs to last longer.
 */
export const videoTokenLifetimeMs = 2 * 60 * 1000;
/** A call is 1:1 (WebRTC between two browsers, no media server). */
export const videoCallMaxParticipants = 2;
/** A session description is a few kilobytes; anything far larger is not one. */
export const videoSignalMaxLength = 100_000;
/** Consultancies per page in the advisers' and clients' lists; their search waits this long. */
export const consultancyPageSize = 12;
export const consultancySearchDebounceMs = 500;
export const notificationsKept = 20;
export const notificationBadgeCap = 9;
export const productPageSize = 12;
export const productNameCardLength = 30;
export const tablePageSizes = [5, 10, 50, 100, 300, 500] as const;
export const compactLayoutBelowPx = 992;
export const deliveryTimeMaxDays = 30;
export const carrierExtraDays = 3;
export const warehouseAddressesMax = 3;
export const bannersMax = 4;
export const navbarLinksMax = 10;
/**
 * Ambient images per product: the product form and schemas read 1–5, the supplier tables 1–3;
 * 1–5 is the one rule (decision 010).
 */
export const ambientImagesMin = 1;
export const ambientImagesMax = 5;
/** Commission choices: 20–60 in the supplier tables, 20–65 in the product form (decision 010). */
export const commissionMin = 20;
export const commissionMax = 65;
export const commissionStep = 5;
/** The storefront's search box and the admin tables' search field. */
export const searchMaxLength = 100;
/** Complementary products shown beside a covering (part 2 §5). */
export const complementaryImagesMax = 5;
export const slideshowAutoplayMs = 8000;
export const slideshowSpeedMs = 1200;
export const productListMaxPageSize = 48;
/** A virtual consultancy's knock, per side (part 2 §9: 1,200,000 ms). */
export const knockCooldownMs = 20 * 60 * 1000;
export const reminderCooldownMs = 5 * 60 * 1000;
/** A conversation's history answers with its latest messages only, this many, oldest first. */
export const chatHistoryKept = 200;
/**
 * An adviser whose last open tab closed goes offline after this long without a new one: a
 * reload or a short network cut reconnects within it and keeps the adviser's status.
 */
export const lastSocketGraceMs = 3000;
/** How long a question to every API process (who is in a room) waits for their answers. */
export const realtimeRequestsTimeoutMs = 1000;
/**
 * Events one socket may send at once, and how many a second refill that allowance: far above a
 * page joining its rooms or a call trading its ICE candidates. A socket that spends it all is
 * flooding and is disconnected.
 */
export const socketEventBurst = 100;
export const socketEventsPerSecond = 20;
export const redirectAfterPasswordResetMs = 7000;
export const redirectAfterRecoveryEmailMs = 4000;
export const redirectAfterExcelUploadMs = 5000;
export const cartRemovedItemsWarningDelayMs = 3000;
/** Stock stays reserved for a placed order this long; Wompi's checkout expires with it. */
export const orderReservationMinutes = 30;
/**
 * Units one buyer may hold reserved at once. A buyer holds one reservation at a time (checking
 * out again releases the unpaid one), so this caps a single checkout: about 280 m² of floor in
 * boxes of 1.44 m², far beyond one home, yet no account can hold a large stock at 0 unpaid.
 */
export const reservedUnitsPerBuyer = 200;
/** Orders one buyer may leave unpaid within `unpaidOrdersWindowMs`; the next checkout waits. */
export const unpaidOrdersAllowed = 6;
export const unpaidOrdersWindowMs = 24 * 60 * 60 * 1000;
/** Card, Nequi and PSE payments are made in cents: COP × 100. */
export const centsPerPeso = 100;
/**
 * Failed logins allowed within `loginWindowMs` for one account from one address; the next one
 * from that address gets 429. Past the same number from all addresses together, only addresses
 * that signed in to the account before (`loginKnownAddressMs`) may keep trying.
 */
export const loginFailuresAllowed = 10;
export const loginWindowMs = 60 * 1000;
export const loginKnownAddressMs = 30 * 24 * 60 * 60 * 1000;
/** Reset emails one account receives within `passwordResetEmailWindowMs`; more are not sent. */
export const passwordResetEmailsAllowed = 3;
export const passwordResetEmailWindowMs = 60 * 60 * 1000;
/**
 * Spaces one virtual consultancy may cover: a whole home is rarely more than a dozen rooms; a
 * larger request is a remodelling (decision 027).
 */
export const virtualConsultancySpacesMax = 20;
/** Public designers on one page of /asesoria-virtual. */
export const publicDesignersPageSize = 12;
/** Virtual consultancy file names display without their first 14 characters (part 2 §9). */
export const virtualFileNameHiddenPrefix = 14;
/** A rating's comment (part 2 §5 Rating; the hint asks for at most 40 words). */
export const ratingCommentMaxLength = 500;
export const ratingCommentHintWords = 40;
/** Quoted units stay reserved for the client this long (part 1 §9: 3 days). */
export const quoteReservationDays = 3;
/** A quote's name, as its PDF and the lists show it. */
export const quoteNameMaxLength = 80;
/** Product lines one quote may hold: a whole home's materials fit many times over. */
export const quoteLinesMax = 60;
/** The largest area one quote line may ask for, in m² (a large house is 500 m² of floor). */
export const quoteAreaMaxM2 = 10_000;
/** The largest shipping cost a designer may write on one quote line, in COP. */
export const quoteShippingMax = 50_000_000;
/** Spaces one remodelling may cover (the client's request). */
export const remodelingSpacesMax = 30;
/** A presential request names one to three days for the visit (decision 030). */
export const presentialPreferredDatesMax = 3;
export const presentialNotesMaxLength = 500;
/** An installer's cédula (part 2 §5 Installer: 8 to 10 digits). */
export const installerCedulaMinDigits = 8;
export const installerCedulaMaxDigits = 10;
/** A receipt's document number (part 2 §5: at most 10 characters, no dots). */
export const receiptDocumentNumberMaxLength = 10;
/** A tracking link a supplier adds to a quote. */
export const trackingUrlMaxLength = 500;
/** Tracking links one supplier may keep on one quote. */
export const trackingsPerSupplierMax = 10;
/** A PQRS (petición, queja, reclamo o sugerencia): its subject, its text and the answer. */
export const pqrsSubjectMaxLength = 150;
export const pqrsTextMaxLength = 3000;
export const pqrsAnswerMaxLength = 3000;
/** Ley 1755 de 2015, art. 14: a petition is answered within 15 business days of its filing. */
export const pqrsAnswerBusinessDays = 15;
