/**
 * What the embed page hands the widget besides `<html lang>`: the id of the `<script
 * type="application/json">` element that carries the card when the page could compute it in time
 * (apps/api/src/embeds/inline-card.ts writes it, apps/embed/src/boot/early-start.ts reads it).
 */
export const INLINED_CARD_ELEMENT_ID = 'clarity-card-data';
