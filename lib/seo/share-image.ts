/** The site's own share image, drawn from the settings (app/(site)/deelafbeelding.png/route.ts). */
export const shareImagePath = "/deelafbeelding.png";
