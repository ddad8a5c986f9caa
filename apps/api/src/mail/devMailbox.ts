/**
 * The development mailbox (issue 17): a real SMTP server (smtp-server) that accepts every mail and
 * keeps the last ones in memory, parsed (mailparser). `npm start` runs one inside the API when
 * SMTP_URL is not set (and NODE_ENV is not production); the tests run one to receive mails over
 * real SMTP. `reject` lets a test refuse the next deliveries (a temporary 451) to prove retries.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Order of arrival, from 1. */
  seq: number;
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface DevMailbox {
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** Newest first. */
  mails(): ReceivedMail[];
  /** Refuse the next `count` deliveries with a temporary error. */
  reject(count: number): void;
  close(): Promise<void>;
}

const KEEP = 500;

export async function startDevMailbox(port = 0, host = '127.0.0.1'): Promise<DevMailbox> {
  const kept: ReceivedMail[] = [];
  let seq = 0;
  let rejecting = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      const refuse = rejecting > 0;
      if (refuse) rejecting--;
      simpleParser(stream)
        .then((parsed) => {
          if (refuse) {
            const error = new Error('mailbox busy, try again later') as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          kept.unshift({
            seq: ++seq,
            messageId: parsed.messageId ?? '',
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          });
          kept.length = Math.min(kept.length, KEEP);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://${host}:${boundPort}`,
    mails: () => [...kept],
    reject(count) {
      rejecting = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
