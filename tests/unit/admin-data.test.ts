import { beforeEach, describe, expect, it, vi } from "vitest";

const auth = vi.hoisted(() => {
  class NotAuthorisedError extends Error {}
  return { NotAuthorisedError, requireAdmin: vi.fn() };
});
vi.mock("@/lib/auth/session", () => auth);

const { toCsv } = await import("@/lib/admin/csv");
const { withAdmin } = await import("@/lib/admin/with-admin");
type LeadRow = Parameters<typeof toCsv>[0][number];

describe("withAdmin", () => {
  const handler = vi.fn(async (_request: Request, context: { id: string }, session: unknown) =>
    Response.json({ context, session }),
  );
  const route = withAdmin(handler);
  beforeEach(() => handler.mockClear());

  it("answers 401 and runs nothing without an admin", async () => {
    auth.requireAdmin.mockRejectedValueOnce(new auth.NotAuthorisedError());
    const response = await route(new Request("http://localhost/api/admin/x"), { id: "1" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "niet ingelogd" });
    expect(handler).not.toHaveBeenCalled();
  });

  it("passes the request, the context and the admin's session on", async () => {
    const session = { user: { id: "u", email: "a@example.nl", name: "A", role: "admin" } };
    auth.requireAdmin.mockResolvedValueOnce(session);
    const response = await route(new Request("http://localhost/api/admin/x"), { id: "1" });
    expect(await response.json()).toEqual({ context: { id: "1" }, session });
  });

  it("lets other errors through", async () => {
    auth.requireAdmin.mockRejectedValueOnce(new Error("database down"));
    await expect(route(new Request("http://localhost/api/admin/x"), { id: "1" })).rejects.toThrow("database down");
  });
});

describe("the CSV export", () => {
  const lead = {
    id: "00000000-0000-0000-0000-000000000001",
    name: '=HYPERLINK("x")',
    phone: "+31612345678",
    email: null,
    address: "@straat 1",
    roofType: "plat-dak",
    message: 'Zei "lek"',
    formVariant: "full",
    pagePath: "/contact",
    town: null,
    idempotencyKey: null,
    status: "new",
    isTest: false,
    storm: false,
    damage: null,
    waterNow: null,
    callbackTime: "evening",
    estimateJob: "dakgoot",
    estimateTitle: "Dakgoot",
    estimateUnit: "m1",
    estimateSize: 1.5,
    estimateLow: 95,
    estimateHigh: 142.5,
    landingPage: "/dakdekker-uden",
    referrerHost: null,
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: "-2+3",
    utmTerm: null,
    utmContent: null,
    clickId: "TEST123",
    clickIdType: "gclid",
    channel: "google-ads",
    device: "phone",
    firstContactAt: new Date("2025-01-02T03:20:05.000Z"),
    statusChangedAt: null,
    createdAt: new Date("2025-01-02T03:04:05.000Z"),
  } satisfies LeadRow;

  it("is semicolon-separated with a byte-order mark and CRLF, and defuses formulas", () => {
    expect(toCsv([lead])).toBe(
      "\uFEFFcreatedAt;naam;telefoon;email;adres;daktype;bericht;town;pagePath;formVariant;status;isTest;" +
        "callbackTime;estimateTitle;estimateSize;estimateUnit;estimateLow;estimateHigh;channel;landingPage;referrerHost;utmSource;utmMedium;utmCampaign;utmTerm;utmContent;clickIdType;" +
        "clickId;device;firstContactAt\r\n" +
        '"2025-01-02T03:04:05.000Z";"\'=HYPERLINK(""x"")";"\'+31612345678";"";"\'@straat 1";"plat-dak";"Zei ""lek""";"";"/contact";"full";"new";"false";' +
        '"evening";"Dakgoot";"1.5";"m1";"95";"142.5";"google-ads";"/dakdekker-uden";"";"google";"cpc";"\'-2+3";"";"";"gclid";"TEST123";"phone";"2025-01-02T03:20:05.000Z"\r\n',
    );
  });
});
