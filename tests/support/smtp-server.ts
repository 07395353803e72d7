import { SMTPServer } from "smtp-server";

/** `text` is the raw message with quoted-printable undone (a mail with "·" or "’" in it is sent that way). */
export type ReceivedMail = { to: string[]; raw: string; text: string };

const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** A real SMTP server on loopback that keeps what it receives; it can be stopped and started on the same port. */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let listening = false;
  let boundPort = port;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, session, callback) {
          let raw = "";
          stream.setEncoding("utf8");
          stream.on("data", (chunk: string) => {
            raw += chunk;
          });
          stream.on("end", () => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) });
            callback();
          });
        },
      });
      server.once("error", reject);
      server.listen(boundPort, "127.0.0.1", () => {
        const address = server!.server.address();
        if (address && typeof address === "object") boundPort = address.port;
        listening = true;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      listening = false;
      server ? server.close(() => resolve()) : resolve();
    });

  await start();
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    start,
    stop,
    listening: () => listening,
  };
}
