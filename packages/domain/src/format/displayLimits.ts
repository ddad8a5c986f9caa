/** Spec §9 "Thumbnail image quality 50" (next/image `quality` for list and card thumbnails). */
export const THUMBNAIL_IMAGE_QUALITY = 50;

/** Spec §9 "Max 9 people selectable" (people pickers offer 1–9; the pax rules refuse more). */
export const MAX_SELECTABLE_PEOPLE = 9;
