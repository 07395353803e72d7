import { describe, expect, it } from "vitest";
import { endpointAllowed } from "@/lib/notifications/subscriptions";

// The server posts every lead to a device's endpoint: in production only the browsers' push services may be one.
// Each address below would otherwise be reached as the server's own request.

describe("push endpoints a device may name", () => {
  it("are the browsers' push services, over https on the standard port", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAA",
      "https://web.push.apple.com/QGk3dHVm",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
      "https://fcm.googleapis.com:443/fcm/send/x",
    ]) {
      expect(endpointAllowed(endpoint, true), endpoint).toBe(true);
    }
  });

  it("are never this machine, the private network, a cloud's metadata service or a look-alike host", () => {
    for (const endpoint of [
      "https://127.0.0.1:18443/attacker/push",
      "https://169.254.169.254/latest/meta-data/",
      "https://localhost:6399/",
      "https://[::1]:5499/",
      "https://10.0.0.1/",
      "https://192.168.1.1/push",
      "https://100.64.0.1/push",
      "https://[fd00::1]/push",
      "https://metadata.google.internal/computeMetadata/v1/",
      "https://0x7f000001:4100/admin",
      "https://2130706433/",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://fcm.googleapis.com.evil.example/fcm/send/x",
      "https://evil.example/fcm.googleapis.com",
      "https://evilpush.apple.com.example/x",
      "https://user:pass@fcm.googleapis.com/fcm/send/x",
      "http://fcm.googleapis.com/fcm/send/x",
      "http://127.0.0.1:9/push",
    ]) {
      expect(endpointAllowed(endpoint, true), endpoint).toBe(false);
    }
  });

  it("outside production, may also be a local receiver over plain http (the tests' push service)", () => {
    expect(endpointAllowed("http://127.0.0.1:4100/push/1", false)).toBe(true);
    expect(endpointAllowed("http://10.0.0.1/push/1", false)).toBe(false);
    expect(endpointAllowed("https://10.0.0.1/push/1", false)).toBe(false);
  });
});
