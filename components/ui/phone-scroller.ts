/**
 * A list that scrolls sideways on a phone, one item at a time (CSS scroll snapping, no script), and is a grid from
 * 640 px: reviews, before-and-after pictures and steps take one screen's height instead of three. The list gets
 * `tabIndex={0}` and a name (its section's heading), so that a keyboard can scroll it too.
 */
export const phoneScroller =
  "max-sm:-mx-4 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:scroll-px-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-3";

/** An item of such a list: most of the screen's width, so the next one peeks in and says there is more. */
export const phoneScrollerItem = "max-sm:w-[84%] max-sm:shrink-0 max-sm:snap-start";
