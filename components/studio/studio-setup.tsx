/** Shown at /studio when no Sanity project is configured: how to connect one, in Dutch and English. */
export function StudioSetup() {
  return (
    <main
      style={{
        fontFamily: "system-ui, sans-serif",
        maxWidth: 720,
        margin: "0 auto",
        padding: "48px 20px",
        lineHeight: 1.6,
      }}
    >
      <h1 style={{ fontSize: 28 }}>Sanity Studio is nog niet gekoppeld</h1>
      <p>
        De website draait nu op de lokale inhoud uit <code>studio/dataset/production.ndjson</code>. De Studio werkt
        alleen met een Sanity-project, omdat hij de inhoud via Sanity’s servers bewerkt.
      </p>
      <h2 style={{ fontSize: 20 }}>Zo koppel je een project</h2>
      <ol>
        <li>
          Maak een project aan op sanity.io/manage (of met <code>npx sanity init --bare</code>) en noteer het
          project-ID.
        </li>
        <li>
          Zet de lokale inhoud in het project: <code>npm run content:import</code> (met{" "}
          <code>NEXT_PUBLIC_SANITY_PROJECT_ID</code> gezet en ingelogd via <code>npx sanity login</code>).
        </li>
        <li>
          Zet <code>NEXT_PUBLIC_SANITY_PROJECT_ID</code> (en eventueel <code>NEXT_PUBLIC_SANITY_DATASET</code>) in de
          omgeving of in <code>.env.local</code>, voeg deze website toe als CORS-origin in het project en bouw opnieuw.
        </li>
        <li>
          Stel in het project een webhook in naar <code>/api/revalidate</code> met het geheim uit{" "}
          <code>SANITY_REVALIDATE_SECRET</code>, zodat wijzigingen direct online staan.
        </li>
      </ol>
      <hr style={{ margin: "32px 0" }} />
      <h2 style={{ fontSize: 20 }} lang="en">
        Sanity Studio is not connected yet
      </h2>
      <p lang="en">
        The site is serving the local dataset. Create a Sanity project, import the dataset with{" "}
        <code>npm run content:import</code>, set <code>NEXT_PUBLIC_SANITY_PROJECT_ID</code>, add this site as a CORS
        origin, rebuild, and point a webhook at <code>/api/revalidate</code> signed with{" "}
        <code>SANITY_REVALIDATE_SECRET</code>. See docs/studio-and-content.md.
      </p>
      <p>
        <a href="/">Terug naar de website</a>
      </p>
    </main>
  );
}
