import Image from "next/image";
import { phoneScroller, phoneScrollerItem } from "@/components/ui/phone-scroller";
import type { EditMark } from "@/lib/sanity/edit-marks";
import { sizedImageSrc } from "@/lib/sanity/image-url";
import { SampleLabel } from "./sample-label";

type Photo = { src: string | null; alt: string };
type Project = {
  _id: string;
  title: string;
  caption: string;
  before: Photo;
  after: Photo;
  ownWork: boolean;
};

/** The largest a photo's 4:3 frame is drawn (half a tablet's width, at twice its pixels). */
const photoSize = { width: 1024, height: 768 };

/**
 * Before and after photos of jobs. Fixed aspect ratios, so the page does not shift while they load. A project the
 * owner has not marked as their own work shows illustrations, and says so with the settings' label.
 */
export function BeforeAfterGallery({
  projects,
  sampleLabel,
  labelledBy,
  mark,
}: {
  projects: Project[];
  sampleLabel: string;
  /** The id of the section's heading: the list scrolls sideways on a phone and is named by it. */
  labelledBy?: string;
  /** In a preview, a project's title and caption open its fields. */
  mark?: EditMark;
}) {
  return (
    <ul
      className={`grid gap-4 sm:gap-6 lg:grid-cols-3 ${labelledBy ? phoneScroller : ""}`}
      tabIndex={labelledBy ? 0 : undefined}
      aria-labelledby={labelledBy}
    >
      {projects.map((project) => (
        // Drawn only once a card comes near the screen (content-visibility), and its lazy photos load only then: the
        // home page's gallery lies within Chrome's lazy-loading distance of the first screen, and its six photos
        // loaded before the first paint, sharing a slow phone connection with it. A card's place is held at about its
        // height until then (taller in the one-column tablet layout); on a phone, cards out of sight sideways wait too.
        <li
          key={project._id}
          className={`overflow-hidden rounded-[14px] bg-white shadow-sm ring-1 ring-sand-line [contain-intrinsic-size:auto_20rem] [content-visibility:auto] sm:max-lg:[contain-intrinsic-size:auto_24rem] ${labelledBy ? phoneScrollerItem : ""}`}
        >
          <div className="grid grid-cols-2">
            {(
              [
                ["Voor", project.before],
                ["Na", project.after],
              ] as const
            ).map(([label, photo]) =>
              photo.src ? (
                <figure key={label} className="relative aspect-[4/3]">
                  <Image
                    src={sizedImageSrc(photo.src, photoSize)}
                    alt={photo.alt}
                    fill
                    sizes="(min-width: 1024px) 192px, 50vw"
                    // Never on the first screen: without it Chrome lifts the first five images of a page above low
                    // priority, and the home page's proof photos shared the phone's bandwidth with its first paint.
                    fetchPriority="low"
                    className="object-cover"
                  />
                  <figcaption className="absolute top-2 left-2 rounded bg-brand-900/85 px-2 py-0.5 font-semibold text-white text-xs">
                    {label}
                  </figcaption>
                </figure>
              ) : null,
            )}
          </div>
          <div className="p-4">
            {!project.ownWork && <SampleLabel text={sampleLabel} className="mb-2" />}
            <h3 className="font-semibold text-lg" {...mark?.({ _id: project._id, _type: "projectPhoto" }, "title")}>
              {project.title}
            </h3>
            {/* The caption says where, in its own words: a town before it said it twice ("Uden: Een rijtjeshuis in Uden"). */}
            <p
              className="mt-1 text-slate-700 text-sm"
              {...mark?.({ _id: project._id, _type: "projectPhoto" }, "caption")}
            >
              {project.caption}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
