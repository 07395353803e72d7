/**
 * A town page lies inside the service area its texts promise free travel in ({serviceArea}), and its stated
 * distance from the workshop (Studio → Plaats → Afstand vanaf Veghel) fits its position: the road distance lies
 * between 0.9 and 1.7 times the distance as the crow flies, give or take 3 km.
 *
 * Why these bounds: no road is shorter than the straight line, and 0.9 allows for rounding. Dutch regional trips
 * measure 1.2 to 1.5 times the straight line on average, and short ones more, where a canal, a river or a motorway
 * junction forces a detour (Heeswijk-Dinther across the Zuid-Willemsvaart is 1.68, Berlicum by the N279 1.63);
 * 1.7 allows those and still refuses a town 7 km away said to be "binnen 35 km". The 3 km absolute margin is there
 * because a town's position is its centre and the workshop sits on an edge of Veghel, which matters only for the
 * nearest places (Veghel itself is 3 km by road and 0 km between the two points).
 */
export const roadFactor = { min: 0.9, max: 1.7 };
export const marginKm = 3;

const earthRadiusKm = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export type Point = { lat: number; lng: number };

/** The great-circle distance in km (haversine). */
export function crowFliesKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.sqrt(h));
}

/** The road distances a straight line of `km` allows. */
export const allowedRoadKm = (km: number) => ({
  min: Math.max(0, roadFactor.min * km - marginKm),
  max: roadFactor.max * km + marginKm,
});

export const isPoint = (value: unknown): value is Point =>
  !!value && Number.isFinite((value as Point).lat) && Number.isFinite((value as Point).lng);

const km = (value: number) => value.toFixed(0);

/** What is wrong with a town's distance, in the owner's words; none when the settings lack the figures. */
export function townDistanceProblems(
  town: { distanceKm?: unknown; geo?: unknown },
  settings: { radiusKm?: number; geo?: unknown; baseTown?: string } | null | undefined,
): string[] {
  const stated = town.distanceKm;
  if (typeof stated !== "number" || !Number.isFinite(stated)) return [];
  const base = settings?.baseTown || "de werkplaats";
  const problems: string[] = [];
  const radius = settings?.radiusKm;
  if (typeof radius === "number" && stated > radius) {
    problems.push(
      `${stated} km ligt buiten het werkgebied van ${radius} km rond ${base}. Maak geen pagina voor een plaats buiten het werkgebied, of vergroot eerst het werkgebied in Bedrijfsgegevens.`,
    );
  }
  if (isPoint(settings?.geo) && isPoint(town.geo)) {
    const straight = crowFliesKm(settings.geo, town.geo);
    const { min, max } = allowedRoadKm(straight);
    if (stated < min || stated > max) {
      problems.push(
        `${stated} km past niet bij de ligging: de plaats ligt ${straight.toFixed(1).replace(".", ",")} km in rechte lijn van de werkplaats, over de weg dus ${km(min)} tot ${km(max)} km. Controleer de afstand of de ligging.`,
      );
    }
  }
  return problems;
}
