/**
 * The class of a card's title link that makes the whole card its target: its box stretches over the
 * card (the card is `group relative`), and the title takes the hover colour when any part is pointed at.
 */
export const CARD_LINK = "after:absolute after:inset-0 after:content-[''] group-hover:text-brand-accent"
