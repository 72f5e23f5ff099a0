/**
 * The one name of the people section: the menu item, the finder's title, its crumb on every profile and
 * the footer link. Leading search firms call it "Our people"; one name everywhere tells a visitor they
 * are in the same place.
 */
export const PEOPLE_TITLE = 'Our people'
