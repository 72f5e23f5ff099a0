/** How many insights an office page shows (its people's newest, topped up with its region's). */
export const LOCAL_INSIGHTS = 3
