import { ImageResponse } from "next/og";

export const ogSize = { width: 1200, height: 630 };

export const noShareImage = () =>
  new Response(null, { status: 404, headers: { "cache-control": "private, no-store" } });

/**
 * A share image: company name, a title and a line under it, on the brand colours. Rendered with the font that
 * ships inside next/og, so nothing is downloaded.
 */
export function ogCard(props: { company: string; eyebrow: string; title: string; subtitle: string }) {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        background: "#0f2a44",
        color: "white",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <svg width="72" height="48" viewBox="0 0 72 48" aria-hidden="true">
          <path d="M4 44 L36 8 L68 44" stroke="#c2410c" strokeWidth="8" fill="none" strokeLinejoin="round" />
        </svg>
        <span style={{ fontSize: 36, fontWeight: 700 }}>{props.company}</span>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 16 }}>
        <span style={{ fontSize: 30, color: "#fcd34d" }}>{props.eyebrow}</span>
        <span style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1 }}>{props.title}</span>
      </div>
      <span style={{ fontSize: 30, color: "#dce8f4" }}>{props.subtitle}</span>
    </div>,
    ogSize,
  );
}
