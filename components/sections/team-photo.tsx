import Image from "next/image";
import { SampleLabel } from "@/components/sections/sample-label";
import type { SiteSettings } from "@/lib/content/site-settings";
import { sizedImageSrc } from "@/lib/sanity/image-url";

export type PhotoKind = "team" | "van";

/**
 * Until the owner uploads photos of the team and the bus (Studio → Bedrijfsgegevens → Vertrouwen en foto’s), these
 * labelled illustrations stand in for them: drawn, never stock photos, and labelled as illustrations in the
 * settings' words, so that nothing passes for the company's own people or work.
 */
const standIns: Record<PhotoKind, string> = {
  team: "/images/projects/schijndel-1.jpg",
  van: "/images/illustrations/bus-werkplaats.svg",
};

/** True when the owner has uploaded this photo. */
export const hasPhoto = (settings: SiteSettings, kind: PhotoKind) => Boolean(settings.photos[kind]?.src);

/**
 * The photo of the team or the bus, or its labelled illustration, in a 16:9 frame that holds its place while it
 * loads. `caption`: its caption under it (the hero shows the picture alone).
 */
export function TeamPhoto(props: {
  settings: SiteSettings;
  kind: PhotoKind;
  sizes: string;
  caption?: boolean;
  className?: string;
}) {
  const photo = props.settings.photos[props.kind];
  const own = Boolean(photo.src);
  const src = photo.src ? sizedImageSrc(photo.src, { width: 1600, height: 900 }) : standIns[props.kind];
  return (
    <figure className={props.className} data-photo={props.kind} data-stand-in={own ? undefined : ""}>
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-sand shadow-xl">
        <Image
          src={src}
          alt={own ? (photo.alt ?? "") : photo.standInAlt}
          fill
          sizes={props.sizes}
          className="object-cover"
        />
        {!own && <SampleLabel text={props.settings.sampleLabels.illustration} className="absolute top-3 left-3" />}
      </div>
      {props.caption && <figcaption className="mt-3 text-[15px] text-slate-700">{photo.caption}</figcaption>}
    </figure>
  );
}
