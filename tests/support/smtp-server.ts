import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives; it can be stopped and started on the same port. */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
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
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
            callback();
          });
        },
      });
      server.once("error", reject);
      server.listen(boundPort, "127.0.0.1", () => {
        const address = server!.server.address();
        if (address && typeof address === "object") boundPort = address.port;
        resolve();
      });
    });

  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

  await start();
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    start,
    stop,
  };
}
