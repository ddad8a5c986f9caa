/** Spec §9 "Thumbnail image quality 50" (next/image `quality` for list and card thumbnails). */
export const THUMBNAIL_IMAGE_QUALITY = 50;

// Spec §9 "Max 9 people selectable" is pax/partyChecks.ts MAX_SELECTABLE_PAX (pickers offer 1–9).
